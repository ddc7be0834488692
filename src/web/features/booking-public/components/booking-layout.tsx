import { type CSSProperties, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { isFramed, useEmbedHeight } from '../hooks/use-embed-height';

/** Shades of the provider's colour: lighter ones mixed with white, darker ones with black. */
const BRAND_SHADES: ReadonlyArray<[shade: number, share: number, toward: 'white' | 'black']> = [
  [50, 6, 'white'],
  [100, 12, 'white'],
  [200, 25, 'white'],
  [300, 40, 'white'],
  [400, 60, 'white'],
  [500, 80, 'white'],
  [700, 85, 'black'],
  [800, 70, 'black'],
  [900, 55, 'black'],
  [950, 35, 'black'],
];

/**
 * The provider's colour (issue 37, ADR 0066) as the page's whole brand scale: buttons take it as
 * chosen (600, checked for contrast under white text), tints and hover shades follow it, so no
 * Créneau indigo is left beside it. Darker shades only add contrast to text the scale carries.
 */
const brandStyle = (color: string) =>
  Object.fromEntries([
    ['--color-brand-600', color],
    ...BRAND_SHADES.map(([shade, share, toward]) => [
      `--color-brand-${shade}`,
      `color-mix(in srgb, ${color} ${share}%, ${toward})`,
    ]),
  ]) as CSSProperties;

/**
 * The booking pages' own frame: the client came for one professional, so the header names them
 * and nothing else competes for attention; Créneau only signs the footer.
 */
export function BookingLayout({
  providerName,
  brandColor = null,
  wide = false,
  children,
}: {
  /** The other pages' only mention of the provider; the booking page names them in its card's heading. */
  providerName?: string;
  /**
   * The provider's colour (issue 37, ADR 0066): it takes the place of Créneau's buttons and links
   * (brand 600/700, always under white text or on white); the server refused any colour below 4.5:1.
   */
  brandColor?: string | null;
  /** The booking page itself uses a desktop's width (issue 15); the other pages stay one column. */
  wide?: boolean;
  children: ReactNode;
}) {
  const width = wide ? 'max-w-2xl lg:max-w-6xl xl:max-w-7xl' : 'max-w-2xl';
  const root = useRef<HTMLDivElement>(null);
  useEmbedHeight(root);
  // In a provider's site, the page is as tall as its content (the frame follows it), and
  // Créneau's own pages open in a new tab rather than inside the frame.
  const framed = isFramed();
  const away = framed ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <div
      ref={root}
      style={brandColor ? brandStyle(brandColor) : undefined}
      className={`flex flex-col bg-slate-50 text-slate-900 ${framed ? '' : 'min-h-dvh'}`}
    >
      <header className="border-b border-slate-200 bg-white">
        <div className={`mx-auto flex h-14 w-full ${width} items-center px-4 sm:px-6`}>
          <p className="truncate text-base font-semibold text-slate-900">
            {providerName ?? 'Prise de rendez-vous'}
          </p>
        </div>
      </header>
      <main id="main-content" className={`mx-auto w-full ${width} flex-1 px-4 py-6 sm:px-6 sm:py-8`}>
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div
          className={`mx-auto flex w-full ${width} flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-slate-500 sm:px-6`}
        >
          <Link
            to="/"
            {...away}
            className="inline-flex items-center gap-1.5 font-medium hover:text-slate-800"
          >
            <img src="/images/logo.svg" alt="" width={16} height={16} className="size-4" />
            Propulsé par Créneau
          </Link>
          <Link to="/privacy" {...away} className="hover:text-slate-800">
            Politique de confidentialité
          </Link>
        </div>
      </footer>
    </div>
  );
}

/** A white card that groups one step of the page. */
export function BookingCard({
  children,
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6 ${className}`}
    >
      {children}
    </section>
  );
}
