import { bookingUrlOf } from '../../../shared/booking-address';
import type { AppDeps } from '../../deps';
import { renderHeadTags } from '../../http/head-tags';
import { logoUrlOf, logoVersionOf } from './logo-queries';
import { getProviderProfile, providerIdOfAddress } from './queries';
import { getSearchListing } from './search-listing';

/** What the server answers for /booking/… instead of plain index.html (static.ts TPageHead). */
type TBookingHead = { status?: number; head: string };

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

/**
 * The head of /booking/{id|slug} (issue 37, ADR 0066): the provider's name, description and logo
 * for link previews, the readable address as canonical (whichever address led here), and noindex
 * unless the provider listed the page in search. /booking/{address}/{token} gets a noindex head
 * carrying nothing of the booking; an unknown provider a 404 with noindex, as the blog does.
 */
export function bookingPageHead(deps: AppDeps): (pathname: string) => Promise<TBookingHead | null> {
  return async (pathname) => {
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
    const providerId = await providerIdOfAddress(db, address);
    const profile = providerId ? await getProviderProfile(db, providerId) : null;
    if (!providerId || !profile) return { status: 404, head: notFoundHead(appUrl, pathname) };
    const [listed, logoVersion] = await Promise.all([
      getSearchListing(db, providerId),
      logoVersionOf(db, providerId),
    ]);
    const head = renderHeadTags({
      title: `${profile.displayName} — Prendre rendez-vous`,
      description: previewDescription(profile.description, profile.displayName),
      url: bookingUrlOf(appUrl, { id: providerId, slug: profile.slug }),
      type: 'website',
      image: logoVersion ? `${appUrl}${logoUrlOf(providerId, logoVersion)}` : null,
      unlisted: !listed,
    });
    return { head };
  };
}
