import { type ReactNode, Suspense } from 'react';
import { preloadable } from '../../lib/preloadable';
import { MaintenanceBanner } from './maintenance-banner';
import { HEADER_BAR, HEADER_ROW } from './site-header-bar';
import type { TAccountLink } from './site-sections';
import { useScrollToHash } from './use-scroll-to-hash';

// The header and footer come in a chunk of their own (ADR 0055): a widget's code, not a screen's
// (no 120 s limit); while it is on its way the page's own code arrives alongside.
const loadSiteFrame = () => import('./site-frame');
const header = preloadable(() => loadSiteFrame().then((module) => module.SiteHeader));
const footer = preloadable(() => loadSiteFrame().then((module) => module.SiteFooter));

/** Fetches the header and footer: main.tsx waits for them before the first render of `/`. */
export const preloadPublicFrame = () => Promise.all([header.preload(), footer.preload()]);

type PublicLayoutProps = {
  children: ReactNode;
  /** A logged-in visitor: the header links to their space instead of the sign-in buttons. */
  account?: TAccountLink;
};

/** The frame of every public page: skip link, maintenance banner, header, main landmark, shared footer. */
export function PublicLayout({ children, account }: PublicLayoutProps) {
  useScrollToHash();
  const Header = header.current();
  const Footer = footer.current();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu principal
      </a>
      <MaintenanceBanner />
      {/* Until the header arrives, its empty bar holds its place, so nothing below moves. */}
      <Suspense
        fallback={
          <div aria-hidden="true" className={HEADER_BAR}>
            <div className={HEADER_ROW} />
          </div>
        }
      >
        <Header account={account} />
      </Suspense>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
