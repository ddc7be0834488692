import type { TFeedBookingRow, TFeedVersions } from './queries';
import { feedEtag, matchesIfNoneMatch, renderFeed, type TFeedProvider } from './render-feed';

/**
 * A rendered feed, encoded once in UTF-8 and once gzipped (sent as is, from the cache too: no
 * re-encoding of 1.5 MB per request), and its own ETag (both from one snapshot).
 */
export type TRenderedFeed = { etag: string; body: Buffer; gzip: Buffer };

/**
 * The feed's ETag, known before its body, and the body on demand. render() reads the state again
 * in its own snapshot: if a write came in between, it returns the newer body under the newer
 * ETag, never a body under an ETag that is not its own.
 */
export type TFeed = { etag: string; render: () => Promise<TRenderedFeed> };

export type TFeedResponse =
  | { status: 304; etag: string }
  | { status: 200; etag: string; body: Buffer; gzipped: boolean };

/**
 * The ETag of the gzipped representation: a strong validator names one sequence of bytes
 * (RFC 9110 §8.8.3), so the two encodings of a feed have two.
 */
export function gzipEtag(etag: string): string {
  return `${etag.slice(0, -1)}-gzip"`;
}

/**
 * A 304 when the client's copy (either encoding) is current, without rendering; the rendered feed
 * otherwise, gzipped for a client that accepts it.
 */
export async function feedResponse(
  ifNoneMatch: string | undefined,
  feed: TFeed,
  gzip = false,
): Promise<TFeedResponse> {
  const etagOf = (etag: string) => (gzip ? gzipEtag(etag) : etag);
  if (matchesIfNoneMatch(ifNoneMatch, feed.etag) || matchesIfNoneMatch(ifNoneMatch, gzipEtag(feed.etag))) {
    return { status: 304, etag: etagOf(feed.etag) };
  }
  const rendered = await feed.render();
  return {
    status: 200,
    etag: etagOf(rendered.etag),
    body: gzip ? rendered.gzip : rendered.body,
    gzipped: gzip,
  };
}

const SAMPLE_PROVIDER: TFeedProvider = { displayName: 'É', address: 'a, b', timezone: 'Europe/Paris' };
const SAMPLE_ROW: TFeedBookingRow = {
  id: '00000000-0000-4000-8000-000000000000',
  startAt: new Date(Date.UTC(2026, 0, 1, 9)),
  endAt: new Date(Date.UTC(2026, 0, 1, 10)),
  status: 'confirmed',
  sequence: 1,
  updatedAt: new Date(Date.UTC(2025, 11, 1)),
  clientName: 'C; "é"',
  clientEmail: 'c@exemple.fr',
  clientPhone: '06',
  note: `${'n'.repeat(80)}\n,`,
  locationType: 'in_person',
  clientAddress: '',
  videoUrl: null,
  serviceName: 'S',
};

let rendererFingerprint: string | undefined;

/**
 * What the renderer writes for fixed sample bookings: a release that changes the feed's text
 * changes every ETag with it, so no calendar keeps a copy written by the previous release.
 */
function fingerprintOfRenderer(): string {
  rendererFingerprint ??= feedEtag(
    renderFeed(SAMPLE_PROVIDER, [SAMPLE_ROW, { ...SAMPLE_ROW, status: 'cancelled', clientPhone: '' }]),
  );
  return rendererFingerprint;
}

/**
 * A strong ETag computed without the body nor the rows: from what the body is a pure function of.
 * The provider's counters (ADR 0043) are raised in the writer's transaction by every write to the
 * bookings (any column) and to what the feed shows besides them (services' names, the profile,
 * the account); `since` is the window's start (day-quantised, see feedWindowStart); the
 * renderer's fingerprint covers a release that writes the feed differently. Equal validators
 * mean equal bytes. Counters only go up: undoing a change gives a new ETag, not the old one.
 */
export function feedValidator(providerId: string, versions: TFeedVersions, since: Date): string {
  return feedEtag(
    JSON.stringify([
      fingerprintOfRenderer(),
      providerId,
      versions.rules,
      versions.bookings,
      since.toISOString(),
    ]),
  );
}
