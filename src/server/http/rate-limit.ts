import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export type TRateRule = { limit: number; windowSeconds: number };
export type TRateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

function windowStartOf(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

const countHit = preparedStatement('rate_limit_hit', (db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('windowStart'), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count }),
);

/**
 * Counts one hit on `key` in the current fixed window, in the database so that every node
 * shares the count. Atomic: INSERT … ON CONFLICT DO UPDATE … RETURNING.
 */
export async function hitRateLimit(db: Db, key: string, rule: TRateRule, now: Date): Promise<TRateResult> {
  const windowStart = windowStartOf(now, rule.windowSeconds);
  const [row] = await countHit(db, { key, windowStart });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** Reads the current count without adding a hit (e.g. failed logins before checking a password). */
export async function peekRateLimit(db: Db, key: string, rule: TRateRule, now: Date): Promise<TRateResult> {
  const windowStart = windowStartOf(now, rule.windowSeconds);
  const result = await db.execute<{ count: number }>(
    sql`select ${rateLimits.count} as count from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`,
  );
  const count = Number(result.rows[0]?.count ?? 0);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: count < rule.limit, count, retryAfterSeconds };
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'RATE_LIMITED',
    `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    { extra: { retryAfter: retryAfterSeconds } },
  );
}

/** Hits every key; throws a 429 with a French message when any is over its limit. */
export async function enforceRateLimits(
  db: Db,
  hits: Array<{ key: string; rule: TRateRule }>,
  now: Date,
): Promise<void> {
  for (const { key, rule } of hits) {
    const result = await hitRateLimit(db, key, rule, now);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }
}

/** Old windows are useless after they close; called from time to time. */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`delete from ${rateLimits} where ${rateLimits.windowStart} < ${new Date(now.getTime() - 86_400_000)}`,
  );
}
