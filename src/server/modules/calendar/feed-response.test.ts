import { describe, expect, it } from 'vitest';
import { feedResponse, feedValidator, type TFeed } from './feed-response';
import { feedWindowStart } from './service';

/** A feed whose rendering is counted. */
function countingFeed(etag: string): TFeed & { renders: number } {
  const feed = {
    etag,
    renders: 0,
    render: async () => {
      feed.renders++;
      return { etag, body: Buffer.from('BEGIN:VCALENDAR'), gzip: Buffer.from('gz') };
    },
  };
  return feed;
}

describe('feedResponse', () => {
  it('answers 304 with the ETag, without rendering, when If-None-Match holds it', async () => {
    for (const header of ['"a"', 'W/"a"', '"b", "a"', '*']) {
      const feed = countingFeed('"a"');
      expect(await feedResponse(header, feed)).toEqual({ status: 304, etag: '"a"' });
      expect(feed.renders, header).toBe(0);
    }
  });

  it('renders once otherwise', async () => {
    for (const header of [undefined, '', '"b"']) {
      const feed = countingFeed('"a"');
      expect(await feedResponse(header, feed)).toEqual({
        status: 200,
        etag: '"a"',
        body: Buffer.from('BEGIN:VCALENDAR'),
        gzipped: false,
      });
      expect(feed.renders).toBe(1);
    }
  });

  it('sends the gzipped bytes under their own ETag, and takes either ETag back for a 304', async () => {
    const feed = countingFeed('"a"');
    expect(await feedResponse(undefined, feed, true)).toEqual({
      status: 200,
      etag: '"a-gzip"',
      body: Buffer.from('gz'),
      gzipped: true,
    });
    for (const header of ['"a-gzip"', '"a"']) {
      expect(await feedResponse(header, feed, true)).toEqual({ status: 304, etag: '"a-gzip"' });
      expect(await feedResponse(header, feed, false)).toEqual({ status: 304, etag: '"a"' });
    }
    expect(feed.renders).toBe(1);
  });

  it('answers the ETag of what was rendered, when a write came in between', async () => {
    const body = Buffer.from('BEGIN:VCALENDAR');
    const feed = { etag: '"a"', render: async () => ({ etag: '"b"', body, gzip: body }) };
    expect(await feedResponse('"x"', feed)).toEqual({ status: 200, etag: '"b"', body, gzipped: false });
  });
});

describe('feedValidator', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const versions = { rules: 3, bookings: 12 };
  const since = new Date('2025-12-01T00:00:00Z');

  it('is a strong, quoted ETag that changes with any of its parts', () => {
    const etag = feedValidator(id, versions, since);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(feedValidator(id, { ...versions }, new Date(since))).toBe(etag);
    const variants = [
      feedValidator('00000000-0000-4000-8000-000000000002', versions, since),
      feedValidator(id, { ...versions, rules: 4 }, since),
      feedValidator(id, { ...versions, bookings: 13 }, since),
      feedValidator(id, { rules: 0, bookings: 0 }, since),
      feedValidator(id, versions, new Date('2025-12-02T00:00:00Z')),
      // Fields stay apart: the counters are not summed nor concatenated.
      feedValidator(id, { rules: 12, bookings: 3 }, since),
    ];
    expect(new Set([etag, ...variants]).size).toBe(variants.length + 1);
  });
});

describe('feedWindowStart', () => {
  it('is midnight UTC, 90 days before today (UTC): the same all day long', () => {
    const start = new Date('2025-12-03T00:00:00Z');
    for (const now of ['2026-03-03T00:00:00Z', '2026-03-03T12:34:56Z', '2026-03-03T23:59:59.999Z']) {
      expect(feedWindowStart(new Date(now)), now).toEqual(start);
    }
    expect(feedWindowStart(new Date('2026-03-04T00:00:00Z'))).toEqual(new Date('2025-12-04T00:00:00Z'));
    // Not the provider's zone: 01:00 in Paris on 4 March is still 3 March in UTC.
    expect(feedWindowStart(new Date('2026-03-04T00:00:00+01:00'))).toEqual(start);
  });
});
