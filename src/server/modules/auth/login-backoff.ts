import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginBackoffs } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * Growing delays after failed sign-ins (issue 30, ADR 0016): `free` failures cost nothing, each
 * one after that doubles the wait before the next attempt, up to `capSeconds`. Strangers can slow
 * an account from new browsers by at most the cap, never lock it for an hour; a browser that
 * signed in before is not concerned (device cookie).
 */
export type TBackoffRule = { free: number; capSeconds: number };

/** An hour without a failure and a source starts again from zero. */
const QUIET_MS = 60 * 60_000;

export function backoffSeconds(failures: number, rule: TBackoffRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capSeconds, 2 ** (failures - rule.free));
}

/** « Trop de tentatives. Veuillez réessayer dans 8 secondes. » (429, Retry-After). */
export function backoffRefusal(seconds: number): AppError {
  const wait =
    seconds < 60
      ? `${seconds} seconde${seconds > 1 ? 's' : ''}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) > 1 ? 's' : ''}`;
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

/** One more failure of this source (counted again from one after an hour of quiet). */
export async function recordBackoffFailure(db: Db, key: string, now: Date): Promise<void> {
  const quietSince = new Date(now.getTime() - QUIET_MS);
  await db
    .insert(loginBackoffs)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginBackoffs.key,
      set: {
        failures: sql`case when ${loginBackoffs.lastFailureAt} < ${quietSince} then 1 else ${loginBackoffs.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
}

/** A successful sign-in clears these sources. */
export async function clearBackoffs(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await db.delete(loginBackoffs).where(eq(loginBackoffs.key, key));
}

/** Old rows are useless after their hour of quiet; called with the rate limits' pruning. */
export async function pruneBackoffs(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginBackoffs)
    .where(and(lt(loginBackoffs.lastFailureAt, new Date(now.getTime() - QUIET_MS))));
}
