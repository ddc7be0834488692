import { and, eq, not, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import { holdsClientData } from './anonymise';
import { retentionCandidates } from './retention-queries';

/**
 * The provider has never lost customer data yet: none of their bookings is anonymised (by the
 * retention run or an erasure), so the next purge would be their first (ADR 0039, item 9).
 */
export async function neverAnonymised(db: TDbExecutor, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.providerId, providerId), not(holdsClientData())))
    .limit(1);
  return row === undefined;
}

/** When the provider's earliest customer data still held becomes due (null: none held). */
export async function earliestDueOf(db: TDbExecutor, providerId: string): Promise<Date | null> {
  const result = await db.execute<{ first: Date | string | null }>(sql`
    select min(c.eligible_at) as first from (${retentionCandidates(providerId)}) c where c.holds
  `);
  const first = result.rows[0]?.first;
  return first ? new Date(first) : null;
}

/** How many of the provider's bookings hold customer data due at or before `at`. */
export async function countDueBy(db: TDbExecutor, providerId: string, at: Date): Promise<number> {
  const result = await db.execute<{ total: number | string }>(sql`
    select count(*) as total from (${retentionCandidates(providerId)}) c where c.holds and c.eligible_at <= ${at}
  `);
  return Number(result.rows[0]?.total ?? 0);
}

/** Providers whose customer data starts to become due by `horizon` and who never lost any yet. */
export async function providersFirstDueBy(db: TDbExecutor, horizon: Date): Promise<string[]> {
  const result = await db.execute<{ provider_id: string }>(sql`
    select c.provider_id from (${retentionCandidates()}) c
    group by c.provider_id
    having bool_and(c.holds) and min(c.eligible_at) <= ${horizon}
  `);
  return result.rows.map((r) => r.provider_id);
}
