import { eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from './executor';
import { preparedStatement } from './prepared';
import { providerVersions } from './schema';

export type TProviderVersions = { rules: number; bookings: number; quota: number };

/**
 * The provider's change counters (migration 0029, ADR 0043): raised in the same transaction as
 * any write to what their public page shows, so a reader that sees the same number sees the
 * same data. All 0 for a provider nothing was ever written about.
 */
export async function readProviderVersions(db: TDbExecutor, providerId: string): Promise<TProviderVersions> {
  const [row] = await selectVersions(db, { providerId });
  return row ?? { rules: 0, bookings: 0, quota: 0 };
}

const selectVersions = preparedStatement('provider_versions_of', (db) =>
  db
    .select({
      rules: providerVersions.rules,
      bookings: providerVersions.bookings,
      quota: providerVersions.quota,
    })
    .from(providerVersions)
    .where(eq(providerVersions.providerId, sql.placeholder('providerId'))),
);

type TEntry<T> = { version: string; loadedAt: number; value: Promise<T>; settled: boolean };

/**
 * What was loaded about each provider, kept while their version (one counter or several, as a
 * string) stays the same and for at most `maxAgeMs` of the app's clock (what depends on time
 * alone: the horizon, a quota period that ends). Concurrent readers of one version share one
 * load; a failed load is forgotten. Bounded: past `maxEntries`, the oldest loaded goes.
 */
export class ProviderCache<T> {
  private readonly entries = new Map<string, TEntry<T>>();

  constructor(private readonly limits: { maxEntries: number; maxAgeMs: number }) {}

  /**
   * `ownLoad`: a caller inside a transaction never waits for a load running on another
   * connection (that connection may be waiting for the lock this transaction holds): it takes
   * a finished entry or loads through its own executor.
   */
  get(providerId: string, version: string, now: number, load: () => Promise<T>, ownLoad = false): Promise<T> {
    const hit = this.entries.get(providerId);
    if (
      hit &&
      hit.version === version &&
      now >= hit.loadedAt &&
      now - hit.loadedAt < this.limits.maxAgeMs &&
      (hit.settled || !ownLoad)
    ) {
      return hit.value;
    }
    const entry: TEntry<T> = { version, loadedAt: now, value: load(), settled: false };
    this.entries.delete(providerId);
    this.entries.set(providerId, entry);
    if (this.entries.size > this.limits.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(providerId) === entry) this.entries.delete(providerId);
      },
    );
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}
