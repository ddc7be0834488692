import { sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { PG, pgConstraintName, pgErrorCode } from '../../db/pg-errors';
import { together } from '../../db/together';
import { seatAlreadyTakenError, slotTakenError } from './booking-errors';

const MAX_ATTEMPTS = 3;
/** The unique index that gives one client (e-mail) one seat of a group session (migration 0039). */
const ONE_SEAT_PER_CLIENT = 'bookings_session_client_idx';

/**
 * Takes the provider's agenda lock until the transaction ends: their other booking writers wait.
 * `alsoLock`: another key taken after it in the same statement (a creation's balance lock).
 *
 * The statement is issued before this returns (drizzle's queries start only when first awaited,
 * one microtask later): whatever the caller issues next goes out behind it, and the server runs
 * it once the lock is granted.
 */
export function lockProviderAgenda(tx: TDbExecutor, providerId: string, alsoLock?: string): Promise<unknown> {
  const agenda = sql`pg_advisory_xact_lock(hashtextextended(${`bookings:${providerId}`}, 0))`;
  return tx
    .execute(
      alsoLock
        ? sql`select ${agenda}, pg_advisory_xact_lock(hashtextextended(${alsoLock}, 0))`
        : sql`select ${agenda}`,
    )
    .execute();
}

/**
 * Runs a write on one provider's agenda in a transaction that first takes a per-provider
 * advisory lock: writers of one provider queue up, so each re-checks availability against every
 * committed booking and a lost race is a clean 409 rather than a deadlock between the EXCLUDE
 * checks of concurrent inserts. The constraint stays the guarantee: a violation (23P01, also a
 * full group session) is the same 409; a second seat of one session for one e-mail (23505 on its
 * unique index) is its own French 409. Serialization failures and deadlocks (other writers, e.g. deletions) are retried,
 * then answered as a conflict: the request never ends in a 500 because of a race.
 *
 * The work starts as soon as the lock is asked for: its first statements go out right behind the
 * lock's, in the same round trip, and the server runs them once the lock is granted, each on what
 * was committed by then (ADR 0045). The work decides nothing before its first answer.
 */
export async function inProviderTransaction<T>(
  db: TDbExecutor,
  providerId: string,
  work: (tx: TDbExecutor) => Promise<T>,
  options: {
    /** Another key taken with the agenda's, in the same statement (a creation's balance lock). */
    alsoLock?: string;
  } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [, result] = await together([lockProviderAgenda(tx, providerId, options.alsoLock), work(tx)]);
        return result;
      });
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === PG.exclusionViolation) throw slotTakenError();
      if (code === PG.uniqueViolation && pgConstraintName(err) === ONE_SEAT_PER_CLIENT)
        throw seatAlreadyTakenError();
      if (code === PG.serializationFailure || code === PG.deadlockDetected) {
        if (attempt < MAX_ATTEMPTS) continue;
        throw slotTakenError();
      }
      throw err;
    }
  }
}
