import { sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { PG, pgErrorCode } from '../../db/pg-errors';
import { slotTakenError } from './booking-errors';

const MAX_ATTEMPTS = 3;

/**
 * Takes the provider's agenda lock until the transaction ends: their other booking writers wait.
 * `alsoLock`: another key taken after it in the same statement (a creation's balance lock).
 */
export async function lockProviderAgenda(
  tx: TDbExecutor,
  providerId: string,
  alsoLock?: string,
): Promise<void> {
  const agenda = sql`pg_advisory_xact_lock(hashtextextended(${`bookings:${providerId}`}, 0))`;
  await tx.execute(
    alsoLock
      ? sql`select ${agenda}, pg_advisory_xact_lock(hashtextextended(${alsoLock}, 0))`
      : sql`select ${agenda}`,
  );
}

/**
 * Runs a write on one provider's agenda in a transaction that first takes a per-provider
 * advisory lock: writers of one provider queue up, so each re-checks availability against every
 * committed booking and a lost race is a clean 409 rather than a deadlock between the EXCLUDE
 * checks of concurrent inserts. The constraint stays the guarantee: a violation (23P01) is
 * the same 409. Serialization failures and deadlocks (other writers, e.g. deletions) are retried,
 * then answered as a conflict: the request never ends in a 500 because of a race.
 */
export async function inProviderTransaction<T, P = undefined>(
  db: TDbExecutor,
  providerId: string,
  work: (tx: TDbExecutor, early: NoInfer<P>) => Promise<T>,
  options: {
    /** Another key taken with the agenda's, in the same statement (a creation's balance lock). */
    alsoLock?: string;
    /** Reads no lock protects (contact details, choices), done first: writers queued behind do not wait for them. */
    beforeLock?: (tx: TDbExecutor) => Promise<P>;
  } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const early = (await options.beforeLock?.(tx)) as P;
        await lockProviderAgenda(tx, providerId, options.alsoLock);
        return work(tx, early);
      });
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === PG.exclusionViolation) throw slotTakenError();
      if (code === PG.serializationFailure || code === PG.deadlockDetected) {
        if (attempt < MAX_ATTEMPTS) continue;
        throw slotTakenError();
      }
      throw err;
    }
  }
}
