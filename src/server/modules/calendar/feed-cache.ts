import type { TFeed, TRenderedFeed } from './feed-response';

type TEntry = TRenderedFeed & { storedAt: number };
const sizeOf = (feed: TRenderedFeed) => feed.body.length + feed.gzip.length;

export type TFeedCacheOptions = { maxBytes: number; ttlMs: number; clock?: () => number };

/**
 * The last body rendered for each provider, under its ETag. The ETag covers everything the body
 * is made of, so a cached body is served only while it is still exactly the feed's body: calendar
 * apps that poll without If-None-Match get it without a new read and rendering of the rows.
 * Bounded in size (least recently used first out) and in time: client details do not stay in
 * memory long after a change, an anonymisation or the provider's last poll. Requests that miss
 * the cache together for one ETag share one rendering. A body is stored under the ETag its
 * rendering returned (read in the same snapshot as its rows), which may be newer than the one
 * asked for.
 */
export function createFeedCache({ maxBytes, ttlMs, clock = () => performance.now() }: TFeedCacheOptions) {
  const entries = new Map<string, TEntry>();
  /** Renders under way, by provider: concurrent requests for the same ETag share one. */
  const pending = new Map<string, { etag: string; rendered: Promise<TRenderedFeed> }>();
  let bytes = 0;

  function drop(providerId: string): void {
    const entry = entries.get(providerId);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(providerId);
  }

  function sweep(now: number): void {
    for (const [id, entry] of entries) if (now - entry.storedAt > ttlMs) drop(id);
  }

  function store(providerId: string, feed: TRenderedFeed): void {
    drop(providerId);
    const size = sizeOf(feed);
    if (size > maxBytes) return;
    // Least recently used first: the map keeps its entries in the order they were last used.
    for (const [id] of entries) {
      if (bytes + size <= maxBytes) break;
      drop(id);
    }
    entries.set(providerId, { ...feed, storedAt: clock() });
    bytes += size;
  }

  function fresh(providerId: string, etag: string): TRenderedFeed | undefined {
    const entry = entries.get(providerId);
    if (!entry) return undefined;
    if (entry.etag !== etag) {
      drop(providerId);
      return undefined;
    }
    entries.delete(providerId);
    entries.set(providerId, entry);
    return { etag: entry.etag, body: entry.body, gzip: entry.gzip };
  }

  return {
    /** `feed`, whose render() answers from the cache when the ETag is the cached one. */
    around(providerId: string, feed: TFeed): TFeed {
      sweep(clock());
      return {
        etag: feed.etag,
        render: async () => {
          const cached = fresh(providerId, feed.etag);
          if (cached !== undefined) return cached;
          const running = pending.get(providerId);
          if (running?.etag === feed.etag) return running.rendered;
          const rendered = feed.render().then((result) => {
            store(providerId, result);
            return result;
          });
          const entry = { etag: feed.etag, rendered };
          pending.set(providerId, entry);
          const done = () => {
            if (pending.get(providerId) === entry) pending.delete(providerId);
          };
          rendered.then(done, done);
          return rendered;
        },
      };
    },
    /** Bytes held (the bodies' lengths, both encodings), for tests. */
    size: () => bytes,
  };
}
