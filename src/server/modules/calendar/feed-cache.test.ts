import { describe, expect, it } from 'vitest';
import { createFeedCache } from './feed-cache';

let now = 0;
const clock = () => now;

function feedOf(etag: string, body: string) {
  const feed = {
    etag,
    renders: 0,
    render: async () => {
      feed.renders++;
      return { etag, body: Buffer.from(body), gzip: Buffer.alloc(0) };
    },
  };
  return feed;
}

describe('feed cache', () => {
  it('serves the body rendered for the same ETag, renders again for another one', async () => {
    const cache = createFeedCache({ maxBytes: 100, ttlMs: 1000, clock });
    const first = feedOf('"a"', 'corps A');
    expect((await cache.around('p1', first).render()).body.toString()).toBe('corps A');
    const again = feedOf('"a"', 'jamais lu');
    expect((await cache.around('p1', again).render()).body.toString()).toBe('corps A');
    expect(again.renders).toBe(0);
    const changed = feedOf('"b"', 'corps B');
    expect((await cache.around('p1', changed).render()).body.toString()).toBe('corps B');
    expect(changed.renders).toBe(1);
    expect(cache.size()).toBe('corps B'.length);
    const other = feedOf('"a"', 'corps de p2');
    expect((await cache.around('p2', other).render()).body.toString()).toBe('corps de p2');
    expect(other.renders).toBe(1);
  });

  it('forgets bodies after the TTL and the least recently used ones past the size limit', async () => {
    now = 0;
    const cache = createFeedCache({ maxBytes: 20, ttlMs: 1000, clock });
    await cache.around('p1', feedOf('"1"', '0123456789')).render();
    await cache.around('p2', feedOf('"2"', '0123456789')).render();
    await cache.around('p1', feedOf('"1"', 'x')).render();
    await cache.around('p3', feedOf('"3"', '0123456789')).render();
    const p2 = feedOf('"2"', 'rendu');
    expect((await cache.around('p2', p2).render()).body.toString()).toBe('rendu');
    now = 2000;
    cache.around('p9', feedOf('"9"', ''));
    expect(cache.size()).toBe(0);
    await cache.around('p1', feedOf('"1"', 'x'.repeat(21))).render();
    expect(cache.size()).toBe(0);
  });

  it('shares one rendering between concurrent requests for the same ETag', async () => {
    const cache = createFeedCache({ maxBytes: 100, ttlMs: 1000, clock });
    const first = feedOf('"a"', 'corps A');
    const second = feedOf('"a"', 'jamais lu');
    const both = await Promise.all([cache.around('p1', first).render(), cache.around('p1', second).render()]);
    expect(both.map((r) => r.body.toString())).toEqual(['corps A', 'corps A']);
    expect(first.renders + second.renders).toBe(1);
  });

  it('stores a body under the ETag its rendering returned (a newer snapshot)', async () => {
    const cache = createFeedCache({ maxBytes: 100, ttlMs: 1000, clock });
    const rendered = { etag: '"b"', body: Buffer.from('corps B'), gzip: Buffer.alloc(0) };
    const stale = { etag: '"a"', render: async () => rendered };
    expect(await cache.around('p1', stale).render()).toEqual(rendered);
    const atB = feedOf('"b"', 'jamais lu');
    expect((await cache.around('p1', atB).render()).body.toString()).toBe('corps B');
    expect(atB.renders).toBe(0);
    const atA = feedOf('"a"', 'corps A');
    expect((await cache.around('p1', atA).render()).body.toString()).toBe('corps A');
    expect(atA.renders).toBe(1);
  });
});
