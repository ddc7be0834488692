import { bookingUrlOf } from '../../../shared/booking-address';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { escapeHtml, jsonForScript, renderHeadTags } from '../../http/head-tags';
import type { TPrerender } from '../../http/prerender';
import type { TPageHead } from '../../http/static';
import { smsAvailability } from '../sms/api';
import { getPublicProvider } from './public-provider';
import { getSearchListing } from './search-listing';

/** What the server answers for /booking/… instead of plain index.html (static.ts TPageHead). */
type TBookingHead = Pick<TPageHead, 'status' | 'head' | 'file' | 'body'>;

/** A link preview's description: Open Graph readers show about 160 characters. */
const DESCRIPTION_MAX = 160;

/** The description on one line, cut at a word near 160 characters. */
export function previewDescription(description: string, displayName: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (!text) return `Prenez rendez-vous en ligne avec ${displayName}, en quelques clics.`;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** A client's own appointment page (its address carries their token): never indexed, nothing about them. */
const MANAGE_HEAD = renderHeadTags({
  title: 'Votre rendez-vous — Créneau',
  description: 'Consultez, déplacez ou annulez votre rendez-vous.',
  url: '',
  type: 'website',
  noindex: true,
});

const notFoundHead = (appUrl: string, path: string) =>
  renderHeadTags({
    title: 'Page de réservation introuvable — Créneau',
    description: 'Cette page de réservation n’existe pas ou n’est plus en ligne.',
    url: `${appUrl}${path}`,
    type: 'website',
    noindex: true,
  });

/** The id main.tsx reads the embedded profile from (src/web/app/routes/booking-page-loader.ts). */
const EMBEDDED_PROVIDER_ID = 'booking-provider';

/**
 * /booking/{id|slug} (issue 37, ADR 0066, 0068). The head: the provider's name, description and
 * logo for link previews, the readable address as canonical (whichever address led here), and
 * noindex unless the provider listed the page in search. The body: the page's first screen drawn
 * by `prerender` when the app is built, and the profile the API would answer, so the browser paints
 * the page before any script and its first render needs no request. /booking/{address}/{token}
 * gets a noindex head carrying nothing of the booking; an unknown provider a 404 with noindex, as
 * the blog does.
 */
export function bookingPageHead(
  deps: AppDeps,
  prerender: TPrerender | null,
): (pathname: string, url: string) => Promise<TBookingHead | null> {
  return async (pathname, url) => {
    const match = /^\/booking\/([^/]+)(\/[^/]+)?\/?$/.exec(pathname);
    if (!match?.[1]) return null;
    if (match[2]) return { head: MANAGE_HEAD };
    const appUrl = deps.config.APP_URL;
    const { db } = deps.database;
    let address: string;
    try {
      address = decodeURIComponent(match[1]);
    } catch {
      return { status: 404, head: notFoundHead(appUrl, pathname) };
    }
    const provider = await getPublicProvider(
      db,
      address,
      deps.now(),
      smsAvailability(deps.config).available,
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!provider) return { status: 404, head: notFoundHead(appUrl, pathname) };
    const head = renderHeadTags({
      title: `${provider.displayName} — Prendre rendez-vous`,
      description: previewDescription(provider.description, provider.displayName),
      url: bookingUrlOf(appUrl, provider),
      type: 'website',
      image: provider.logoUrl ? `${appUrl}${provider.logoUrl}` : null,
      unlisted: !(await getSearchListing(db, provider.id)),
    });
    if (!prerender) return { head };
    const data =
      `<script type="application/json" id="${EMBEDDED_PROVIDER_ID}" data-address="${escapeHtml(address)}">` +
      `${jsonForScript({ success: true, provider })}</script>`;
    return {
      head,
      file: 'booking.html',
      body: { before: data, root: await prerender.renderBookingPage(url, address, provider) },
    };
  };
}
