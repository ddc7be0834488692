import { caldavRequest, expectMultistatus, LARGE_ANSWER_BYTES, type TCaldavContext, xmlBody } from './client';
import { notCaldav } from './errors';
import { propOf, type TDavResponse } from './multistatus';
import { containsElement, escapeXml, NS, parseXml, textOf } from './xml';

export type TObjectEtag = { href: string; etag: string | null };

type TSyncResult =
  | { kind: 'changes'; syncToken: string; changed: TObjectEtag[]; removed: string[] }
  | { kind: 'expired' }
  | { kind: 'unsupported' };

const MULTIGET_BATCH = 50;
const SYNC_REFUSED = new Set([400, 403, 404, 405, 501]);

function etagOf(response: TDavResponse): string | null {
  return textOf(propOf(response, NS.dav, 'getetag'));
}

/** Whether an error body names RFC 6578's valid-sync-token precondition. */
function isExpiredToken(body: string): boolean {
  try {
    return containsElement(parseXml(body), NS.dav, 'valid-sync-token');
  } catch {
    return false;
  }
}

/**
 * RFC 6578 sync-collection: what changed since `syncToken` (everything when null). A token the
 * server no longer knows is 'expired' (start again from null); a server without the REPORT is
 * 'unsupported' (compare ETags with listEtags instead).
 */
export async function syncChanges(
  ctx: TCaldavContext,
  calendarUrl: string,
  syncToken: string | null,
): Promise<TSyncResult> {
  const response = await caldavRequest(ctx, {
    method: 'REPORT',
    url: calendarUrl,
    // RFC 6578 §3.2: the REPORT is defined for Depth 0 only; the scope is the sync-level.
    depth: '0',
    xml: xmlBody(
      'D:sync-collection',
      `<D:sync-token>${escapeXml(syncToken ?? '')}</D:sync-token><D:sync-level>1</D:sync-level>` +
        '<D:prop><D:getetag/></D:prop>',
    ),
    maxResponseBytes: LARGE_ANSWER_BYTES,
  });
  if (response.status === 403 || response.status === 409) {
    if (isExpiredToken(response.body.toString('utf8'))) return { kind: 'expired' };
  }
  if (SYNC_REFUSED.has(response.status)) return { kind: 'unsupported' };
  const multistatus = expectMultistatus(response);
  if (!multistatus.syncToken) throw notCaldav();
  const collection = new URL(response.url).href;
  const changed: TObjectEtag[] = [];
  const removed: string[] = [];
  for (const entry of multistatus.responses) {
    if (entry.url === collection) continue;
    if (entry.status === 404 || entry.status === 410) removed.push(entry.url);
    else changed.push({ href: entry.url, etag: etagOf(entry) });
  }
  return { kind: 'changes', syncToken: multistatus.syncToken, changed, removed };
}

/** iCalendar UTC form of a date: 20260329T010000Z. */
function icalUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The objects whose VEVENTs overlap the range, with their ETags only (RFC 4791 §7.8). */
export async function listEtags(
  ctx: TCaldavContext,
  calendarUrl: string,
  range: { from: Date; to: Date },
): Promise<TObjectEtag[]> {
  const filter =
    '<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">' +
    `<C:time-range start="${icalUtc(range.from)}" end="${icalUtc(range.to)}"/>` +
    '</C:comp-filter></C:comp-filter></C:filter>';
  const response = await caldavRequest(ctx, {
    method: 'REPORT',
    url: calendarUrl,
    depth: '1',
    xml: xmlBody('C:calendar-query', `<D:prop><D:getetag/></D:prop>${filter}`),
    maxResponseBytes: LARGE_ANSWER_BYTES,
  });
  const collection = new URL(response.url).href;
  return expectMultistatus(response)
    .responses.filter((entry) => entry.url !== collection && entry.status !== 404)
    .map((entry) => ({ href: entry.url, etag: etagOf(entry) }));
}

/** Same origin as the calendar: the href as a path, which every server accepts in a multiget. */
function hrefForBody(href: string, calendarUrl: string): string {
  const url = new URL(href, calendarUrl);
  return url.origin === new URL(calendarUrl).origin ? url.pathname : url.href;
}

/**
 * iCalendar lines end in CRLF (RFC 5545), but an XML parser turns every raw CRLF of a text node
 * into LF (XML 1.0 §2.11), and servers such as Radicale send them raw rather than as `&#13;`. A
 * value cannot hold a bare line break (it is escaped as `\n`), so every break is a line end.
 */
function withCrlf(data: string): string {
  return data.replace(/\r\n|\r|\n/g, '\r\n');
}

/** calendar-multiget (RFC 4791 §7.9) in batches; objects gone meanwhile are left out. */
export async function fetchObjects(
  ctx: TCaldavContext,
  calendarUrl: string,
  hrefs: string[],
): Promise<Array<{ href: string; etag: string | null; data: string }>> {
  const objects: Array<{ href: string; etag: string | null; data: string }> = [];
  for (let start = 0; start < hrefs.length; start += MULTIGET_BATCH) {
    const batch = hrefs.slice(start, start + MULTIGET_BATCH);
    const hrefXml = batch.map((href) => `<D:href>${escapeXml(hrefForBody(href, calendarUrl))}</D:href>`);
    const response = await caldavRequest(ctx, {
      method: 'REPORT',
      url: calendarUrl,
      depth: '1',
      xml: xmlBody(
        'C:calendar-multiget',
        `<D:prop><D:getetag/><C:calendar-data/></D:prop>${hrefXml.join('')}`,
      ),
      maxResponseBytes: LARGE_ANSWER_BYTES,
    });
    for (const entry of expectMultistatus(response).responses) {
      const data = propOf(entry, NS.caldav, 'calendar-data')?.text;
      if (entry.status === 404 || !data) continue;
      objects.push({ href: entry.url, etag: etagOf(entry), data: withCrlf(data) });
    }
  }
  return objects;
}
