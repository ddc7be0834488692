import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { getProviderProfile } from '../providers/api';
import {
  feedLinks,
  feedSecretMatches,
  generateFeedSecret,
  isFeedSecretShape,
  type TFeedLinks,
} from './feed-secret';
import { ensureFeedSecret, findFeedSecret, listFeedBookings, replaceFeedSecret } from './queries';
import { renderFeed } from './render-feed';

/** How far back the feed goes: recent history stays visible in the calendar app. */
export const FEED_PAST_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One body for every refusal (unknown provider, wrong, rotated or malformed secret). */
export const FEED_NOT_FOUND_MESSAGE = 'Calendrier introuvable';

/** The provider's subscription links; the feed is created on the first call. */
export async function getFeedLinks(deps: AppDeps, providerId: string): Promise<TFeedLinks> {
  const secret = await ensureFeedSecret(deps.database.db, providerId, generateFeedSecret(), deps.now());
  return feedLinks(deps.config.APP_URL, providerId, secret);
}

/** A new secret: calendars subscribed to the old address get 404 from now on. */
export async function rotateFeedLinks(deps: AppDeps, providerId: string): Promise<TFeedLinks> {
  const secret = generateFeedSecret();
  await replaceFeedSecret(deps.database.db, providerId, secret, deps.now());
  return feedLinks(deps.config.APP_URL, providerId, secret);
}

/** The feed's body for `/api/ical/{providerId}/{file}`, or a neutral 404. */
export async function loadFeed(deps: AppDeps, providerId: string, file: string): Promise<string> {
  const notFound = new AppError('NOT_FOUND', FEED_NOT_FOUND_MESSAGE);
  const given = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  if (!isUuid(providerId) || !isFeedSecretShape(given)) throw notFound;
  const db = deps.database.db;
  const secret = await findFeedSecret(db, providerId);
  if (!secret || !feedSecretMatches(secret, given)) throw notFound;
  const profile = await getProviderProfile(db, providerId);
  if (!profile) throw notFound;
  const since = new Date(deps.now().getTime() - FEED_PAST_DAYS * DAY_MS);
  return renderFeed(profile, await listFeedBookings(db, providerId, since));
}
