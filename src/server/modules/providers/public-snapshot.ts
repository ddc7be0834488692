import type { Database } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { ProviderCache, readProviderVersions, type TProviderVersions } from '../../db/provider-cache';
import { together } from '../../db/together';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import {
  loadBusyRanges,
  loadProviderRules,
  PROVIDER_NOT_FOUND,
  type TProviderRules,
  type TSlotRules,
  withBusy,
} from '../availability/api';
import { hasQuotaLeft } from '../billing/api';
import { isBookingOpen } from '../dpa/api';

/** The rules and whether booking is open (DPA signed, account active): what a booking checks. */
export type TProviderState = { rules: TProviderRules; bookingOpen: boolean };

/**
 * ADR 0043: a quota period or a horizon must not linger past 30 s of the app's clock, and a
 * provider's busy year weighs ≈ 0.5 MB: a few hundred providers at once stay well under the
 * RSS budget.
 */
const LIMITS = { maxEntries: 500, maxAgeMs: 30_000 };
type TCaches = {
  state: ProviderCache<TProviderState>;
  busy: ProviderCache<Awaited<ReturnType<typeof loadBusyRanges>>>;
  quota: ProviderCache<boolean>;
};
const cachesByDatabase = new WeakMap<Database, TCaches>();

function cachesOf(database: Database): TCaches {
  let caches = cachesByDatabase.get(database);
  if (!caches) {
    caches = {
      state: new ProviderCache(LIMITS),
      busy: new ProviderCache(LIMITS),
      quota: new ProviderCache(LIMITS),
    };
    cachesByDatabase.set(database, caches);
  }
  return caches;
}

async function stateOf(
  caches: TCaches,
  db: TDbExecutor,
  providerId: string,
  versions: TProviderVersions,
  now: Date,
  inTransaction: boolean,
): Promise<TProviderState> {
  const load = async () => {
    const [rules, bookingOpen] = await together([
      loadProviderRules(db, providerId, now),
      isBookingOpen(db, providerId),
    ]);
    if (!rules) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
    return { rules, bookingOpen };
  };
  return caches.state.get(providerId, `${versions.rules}`, now.getTime(), load, inTransaction);
}

/**
 * The provider's rules and whether booking is open, as of their current version: one indexed
 * read of the counters, then memory; loaded again only after a write about them, in the
 * caller's transaction `tx`.
 */
export async function providerState(
  database: Database,
  tx: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<TProviderState> {
  if (!isUuid(providerId)) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
  return stateOf(cachesOf(database), tx, providerId, await readProviderVersions(tx, providerId), now, true);
}

/** What the public page's slots and days are computed from, each part cached on its own counter. */
export type TPublicSnapshot = { rules: TSlotRules; bookingOpen: boolean; quotaLeft: boolean };

export async function publicSnapshot(
  database: Database,
  providerId: string,
  now: Date,
): Promise<TPublicSnapshot> {
  if (!isUuid(providerId)) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
  const { db } = database;
  const caches = cachesOf(database);
  const versions = await readProviderVersions(db, providerId);
  const at = now.getTime();
  const state = await stateOf(caches, db, providerId, versions, now, false);
  // The horizon follows the rules' settings: a change of rules reloads the busy ranges too.
  const [busy, quotaLeft] = await Promise.all([
    caches.busy.get(providerId, `${versions.rules}:${versions.bookings}`, at, () =>
      loadBusyRanges(db, state.rules, now),
    ),
    caches.quota.get(providerId, `${versions.quota}`, at, () => hasQuotaLeft(db, providerId, now)),
  ]);
  return { rules: withBusy(state.rules, busy), bookingOpen: state.bookingOpen, quotaLeft };
}
