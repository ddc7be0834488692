import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginBackoffs } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * Growing delays between sign-in attempts of one source (ADR 0054): `free` attempts cost nothing,
 * each one after that doubles the wait before the next, up to `capSeconds`. Strangers can slow an
 * account from new browsers by at most the cap, never lock it; a browser that signed in before is
 * a source of its own (device cookie).
 *
 * An attempt takes its turn atomically before the password is checked and counts as a failure
 * from that moment (`failures`, `last_failure_at`): simultaneous attempts cannot all slip through
 * one turn. The right password forgives the source (`forgiveSource`).
 */
export type TBackoffRule = { free: number; capSeconds: number };

/** An hour without a failure and a source starts again from zero. */
const QUIET_MS = 60 * 60_000;

export function backoffSeconds(failures: number, rule: TBackoffRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capSeconds, 2 ** (failures - rule.free));
}

/** « Trop de tentatives. Veuillez réessayer dans 8 secondes. » (429, `retryAfter` and Retry-After). */
export function backoffRefusal(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} seconde${seconds > 1 ? 's' : ''}`
      : `${minutes} minute${minutes > 1 ? 's' : ''}`;
  return new AppError('RATE_LIMITED', `Trop de tentatives. Veuillez réessayer dans ${wait}.`, {
    extra: { retryAfter: seconds },
  });
}

/** Seconds this source must still wait before its next attempt (0: it may try now). */
export async function backoffRemaining(db: Db, key: string, rule: TBackoffRule, now: Date): Promise<number> {
  const [row] = await db.select().from(loginBackoffs).where(eq(loginBackoffs.key, key));
  if (!row || now.getTime() - row.lastFailureAt.getTime() >= QUIET_MS) return 0;
  const until = row.lastFailureAt.getTime() + backoffSeconds(row.failures, rule) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Takes this source's turn: counts the attempt as a failure when its wait is over, in one
 * statement (the row is locked by ON CONFLICT DO UPDATE, so of two simultaneous attempts the
 * second sees the first). Answers 0 when taken, else the seconds still to wait.
 */
export async function takeBackoffTurn(db: Db, key: string, rule: TBackoffRule, now: Date): Promise<number> {
  const quietSince = new Date(now.getTime() - QUIET_MS);
  const { failures, lastFailureAt } = loginBackoffs;
  const exponent = sql`least(${failures} - ${rule.free}::integer, 30)`;
  const wait = sql`least(${rule.capSeconds}::float8, power(2::float8, ${exponent}))`;
  const taken = await db
    .insert(loginBackoffs)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginBackoffs.key,
      set: {
        failures: sql`case when ${lastFailureAt} < ${quietSince} then 1 else ${failures} + 1 end`,
        lastFailureAt: now,
      },
      setWhere: sql`${lastFailureAt} < ${quietSince} or ${failures} < ${rule.free}::integer
        or ${lastFailureAt} + make_interval(secs => ${wait}) <= ${now}`,
    })
    .returning({ failures });
  if (taken.length > 0) return 0;
  return Math.max(1, await backoffRemaining(db, key, rule, now));
}

/** A turn taken for an attempt that did not happen (refused on another source): it no longer counts. */
export async function giveBackTurn(db: Db, key: string): Promise<void> {
  await db
    .update(loginBackoffs)
    .set({ failures: sql`greatest(${loginBackoffs.failures} - 1, 0)` })
    .where(eq(loginBackoffs.key, key));
}

/**
 * The right password from the source `own`: its failures (this attempt's turn included) were the
 * owner's, so they leave the shared count `shared` too, and `own` starts from zero.
 */
export async function forgiveSource(db: Db, own: string, shared: string | undefined): Promise<void> {
  if (shared) {
    const ownFailures = sql`coalesce((select ${loginBackoffs.failures} from ${loginBackoffs} where ${loginBackoffs.key} = ${own}), 1)`;
    await db
      .update(loginBackoffs)
      .set({ failures: sql`greatest(${loginBackoffs.failures} - ${ownFailures}, 0)` })
      .where(eq(loginBackoffs.key, shared));
  }
  await db.delete(loginBackoffs).where(eq(loginBackoffs.key, own));
}

/** Old rows are useless after their hour of quiet; called by the daily housekeeping. */
export async function pruneBackoffs(db: Db, now: Date): Promise<void> {
  await db.delete(loginBackoffs).where(lt(loginBackoffs.lastFailureAt, new Date(now.getTime() - QUIET_MS)));
}
