import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { getProviderProfile } from '../providers/api';
import { feedValidator, type TFeed, type TRenderedFeed } from './feed-response';
import {
  feedLinks,
  feedSecretMatches,
  generateFeedSecret,
  isFeedSecretShape,
  type TFeedLinks,
} from './feed-secret';
import { ensureFeedSecret, findFeedHead, listFeedBookings, replaceFeedSecret } from './queries';
import { renderFeed } from './render-feed';

const gzipAsync = promisify(gzip);

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

/**
 * The window's start: midnight UTC, FEED_PAST_DAYS days before today's date in UTC. Quantised to
 * the day (UTC for every provider: one boundary, no zone to read before the ETag) so that the feed,
 * and its ETag, change only with the provider's counters or once a day at 00:00 UTC, when
 * bookings of that day 90 days ago leave it. History shown: between 90 and 91 days.
 */
export function feedWindowStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - FEED_PAST_DAYS * DAY_MS);
}

const notFound = () => new AppError('NOT_FOUND', FEED_NOT_FOUND_MESSAGE);

/**
 * The body and its ETag, read in one read-only REPEATABLE READ transaction: the counters the ETag
 * is made of and the rows come from the same snapshot (a write committed between the two reads
 * cannot put a body under an ETag that is not its own, in a calendar's cache or the server's).
 * The secret is checked again there: rotated meanwhile, it is the same 404.
 */
async function renderInSnapshot(deps: AppDeps, providerId: string, given: string, since: Date) {
  return deps.database.db.transaction(
    async (tx) => {
      const head = await findFeedHead(tx, providerId);
      if (!head || !feedSecretMatches(head.secret, given)) throw notFound();
      const profile = await getProviderProfile(tx, providerId);
      if (!profile) throw notFound();
      const rows = await listFeedBookings(tx, providerId, since);
      const body = Buffer.from(renderFeed(profile, rows), 'utf8');
      return { etag: feedValidator(providerId, head.versions, since), body };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Both encodings, once per rendering (zlib's thread pool, not the event loop). */
async function withGzip(rendered: { etag: string; body: Buffer }): Promise<TRenderedFeed> {
  return { ...rendered, gzip: await gzipAsync(rendered.body) };
}

/**
 * The feed of the provider whose secret is `file` (`{secret}.ics`), or a neutral 404 before
 * anything else is read. Its ETag needs one tiny query (the secret and the provider's counters,
 * one statement hence one snapshot): a 304 reads nothing else. The profile and the rows are read
 * and rendered only if `render` is called, then in their own snapshot (renderInSnapshot). An
 * account deleted since: its deletion raised the counters, so no ETag a calendar holds matches
 * any more and the rendering finds no profile (404).
 */
export async function openFeed(deps: AppDeps, providerId: string, file: string): Promise<TFeed> {
  const given = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  if (!isUuid(providerId) || !isFeedSecretShape(given)) throw notFound();
  const since = feedWindowStart(deps.now());
  const head = await findFeedHead(deps.database.db, providerId);
  if (!head || !feedSecretMatches(head.secret, given)) throw notFound();
  return {
    etag: feedValidator(providerId, head.versions, since),
    render: async () => withGzip(await renderInSnapshot(deps, providerId, given, since)),
  };
}
