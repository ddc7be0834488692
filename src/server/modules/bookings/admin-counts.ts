import { and, count, eq, gt, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';

/** The current calendar month in Paris, as the administration counts « RDV ce mois-ci ». */
export function parisMonthOf(now: Date): { start: Date; end: Date } {
  const start = DateTime.fromJSDate(now, { zone: DEFAULT_TIMEZONE }).startOf('month');
  return { start: start.toJSDate(), end: start.plus({ months: 1 }).toJSDate() };
}

/** Holds waiting for their payment (issue 34) are no bookings yet: counted nowhere. */
const notCancelled = notInArray(bookings.status, ['cancelled', 'awaiting_payment']);

/** Per provider: the bookings starting this Paris month, not cancelled (providers without any are absent). */
export async function countBookingsThisMonth(
  db: TDbExecutor,
  providerIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (providerIds.length === 0) return new Map();
  const month = parisMonthOf(now);
  const rows = await db
    .select({ providerId: bookings.providerId, total: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.providerId, [...providerIds]),
        gte(bookings.startAt, month.start),
        lt(bookings.startAt, month.end),
        notCancelled,
      ),
    )
    .groupBy(bookings.providerId);
  return new Map(rows.map((row) => [row.providerId, row.total]));
}

export type TBookingCounts = { total: number; thisMonth: number; upcoming: number };

/** One provider's bookings for the administration: all (cancelled included), this Paris month and upcoming (both not cancelled). */
export async function countProviderBookings(
  db: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<TBookingCounts> {
  const month = parisMonthOf(now);
  const [row] = await db
    .select({
      total: count(),
      thisMonth:
        sql<number>`count(*) filter (where ${and(gte(bookings.startAt, month.start), lt(bookings.startAt, month.end), notCancelled)})`.mapWith(
          Number,
        ),
      upcoming: sql<number>`count(*) filter (where ${and(gt(bookings.startAt, now), notCancelled)})`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(eq(bookings.providerId, providerId));
  return { total: row?.total ?? 0, thisMonth: row?.thisMonth ?? 0, upcoming: row?.upcoming ?? 0 };
}
