import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { bookings, outboxEmails } from '../src/server/db/schema';
import { readBalance } from '../src/server/modules/billing/api';
import type { TCreated } from './creation';
import type { TOutbox } from './ipc-protocol';

/**
 * Active bookings that overlap an earlier one of the same provider on [blocked_from, blocked_to):
 * in each agenda ordered by start, a booking overlaps when it starts before the latest end of
 * those before it. The seats of one group session (issue 32) count as one booking: they share
 * their time by design. One pass per agenda (a window), not a self-join over 5 000 rows.
 */
export async function doubleBookings(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select blocked_from,
        max(blocked_to) over (
          partition by provider_id
          order by blocked_from, occupant
          rows between unbounded preceding and 1 preceding
        ) as previous_end
      from (
        select ${bookings.providerId} as provider_id,
          coalesce(${bookings.sessionKey}, ${bookings.id}::text) as occupant,
          min(${bookings.blockedFrom}) as blocked_from, max(${bookings.blockedTo}) as blocked_to
        from ${bookings}
        where ${bookings.status} <> 'cancelled'
        group by 1, 2
      ) occupants
    ) ordered
    where previous_end > blocked_from`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Active bookings of a provider at one instant (the burst's slot). */
export async function heldAt(db: Db, providerId: string, start: string): Promise<number> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.startAt, new Date(start)),
        ne(bookings.status, 'cancelled'),
      ),
    );
  return rows.length;
}

export type TQuotaCheck = { providers: number; overruns: string[] };

/**
 * Each provider's balance through the billing module's read API: every booking answered 201 used
 * exactly one appointment (`used` = 201s; the seed made no movement of use), nothing is left
 * below zero and nothing went over the quota (public bookings are never counted as overage).
 */
export async function quotaOverruns(db: Db, now: Date, created: TCreated): Promise<TQuotaCheck> {
  const overruns: string[] = [];
  for (const [providerId, expected] of created) {
    const balance = await readBalance(db, providerId, now);
    const problems = [
      balance.used !== expected ? `${balance.used} utilisés pour ${expected} × 201` : '',
      balance.remaining !== null && balance.remaining < 0 ? `solde ${balance.remaining}` : '',
      balance.overage > 0 ? `${balance.overage} hors quota` : '',
    ].filter(Boolean);
    if (problems.length > 0) overruns.push(`${providerId.slice(0, 8)} : ${problems.join(', ')}`);
  }
  return { providers: created.size, overruns };
}

/**
 * The outbox as the e-mail jobs left it: every row, those marked sent over SMTP, and those that
 * took more than one attempt (a retry may have reached the listener twice).
 */
export async function outboxState(db: Db): Promise<TOutbox> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${outboxEmails.status} = 'sent'))::int`,
      retried: sql<number>`(count(*) filter (where ${outboxEmails.attempts} > 1))::int`,
    })
    .from(outboxEmails);
  return { rows: Number(row?.rows ?? 0), sent: Number(row?.sent ?? 0), retried: Number(row?.retried ?? 0) };
}
