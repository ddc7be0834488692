import { describe, expect, it } from 'vitest';
import { ProviderCache } from './provider-cache';

describe('ProviderCache', () => {
  const limits = { maxEntries: 2, maxAgeMs: 1000 };
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, count: () => loads };
  };

  it('keeps a load while the version and the age allow, and loads again otherwise', async () => {
    const cache = new ProviderCache<number>(limits);
    const { load, count } = counting();
    expect(await cache.get('a', '1', 0, load)).toBe(1);
    expect(await cache.get('a', '1', 999, load)).toBe(1);
    expect(await cache.get('a', '2', 999, load)).toBe(2);
    expect(await cache.get('a', '2', 999 + 1000, load)).toBe(3);
    // A clock moved back (a test's, or a corrected one) does not trust the entry either.
    expect(await cache.get('a', '2', 0, load)).toBe(4);
    expect(count()).toBe(4);
  });

  it('shares one load between concurrent readers, except a transaction that must load on its own', async () => {
    const cache = new ProviderCache<number>(limits);
    let release: (value: number) => void = () => {};
    const pending = new Promise<number>((resolve) => {
      release = resolve;
    });
    const first = cache.get('a', '1', 0, () => pending);
    const shared = cache.get('a', '1', 0, async () => 99);
    const own = cache.get('a', '1', 0, async () => 7, true);
    release(1);
    expect(await first).toBe(1);
    expect(await shared).toBe(1);
    expect(await own).toBe(7);
    // Once settled, a transaction takes the entry like anyone.
    expect(await cache.get('a', '1', 0, async () => 8, true)).toBe(7);
  });

  it('forgets a failed load and drops the oldest provider past the limit', async () => {
    const cache = new ProviderCache<number>(limits);
    await expect(cache.get('a', '1', 0, async () => Promise.reject(new Error('panne')))).rejects.toThrow();
    await Promise.resolve();
    expect(await cache.get('a', '1', 0, async () => 2)).toBe(2);
    await cache.get('b', '1', 0, async () => 3);
    await cache.get('c', '1', 0, async () => 4);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', '1', 0, async () => 5)).toBe(5);
  });
});
