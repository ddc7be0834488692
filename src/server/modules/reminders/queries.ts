import { and, asc, count, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookingReminders, bookings, services } from '../../db/schema';

export type TClaimedReminder = { id: string; bookingId: string; offsetMinutes: number; dueAt: Date };

/**
 * Takes up to `limit` due reminders for this transaction: rows another dispatcher holds are
 * skipped, so two dispatchers never take the same reminder.
 */
export async function claimDueReminders(
  tx: TDbExecutor,
  now: Date,
  limit: number,
): Promise<TClaimedReminder[]> {
  const due = tx
    .select({ id: bookingReminders.id })
    .from(bookingReminders)
    .where(and(eq(bookingReminders.status, 'pending'), lte(bookingReminders.dueAt, now)))
    .orderBy(asc(bookingReminders.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(bookingReminders)
    .set({ status: 'sending' })
    .where(inArray(bookingReminders.id, due))
    .returning({
      id: bookingReminders.id,
      bookingId: bookingReminders.bookingId,
      offsetMinutes: bookingReminders.offsetMinutes,
      dueAt: bookingReminders.dueAt,
    });
}

/**
 * The booking with its service, share-locked: a concurrent cancel or move waits for this
 * transaction, or has committed and is seen here.
 */
export async function lockBookingForReminder(tx: TDbExecutor, bookingId: string) {
  const [row] = await tx
    .select({
      booking: getTableColumns(bookings),
      service: { name: services.name, priceCents: services.priceCents },
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId))
    .for('share', { of: bookings });
  return row;
}

export async function finishReminder(
  tx: TDbExecutor,
  id: string,
  values: { status: 'sent'; sentAt: Date; outboxEmailId: string } | { status: 'skipped' | 'pending' },
): Promise<void> {
  await tx.update(bookingReminders).set(values).where(eq(bookingReminders.id, id));
}

/**
 * How many reminders that provider's own requests scheduled since `since` (cancelled ones too: they
 * were scheduled), all of them or those to one address (lower-cased).
 */
export async function countRemindersChargedTo(
  tx: TDbExecutor,
  userId: string,
  since: Date,
  address?: string,
): Promise<number> {
  const charged = and(eq(bookingReminders.chargedToUserId, userId), gte(bookingReminders.createdAt, since));
  const [row] = address
    ? await tx
        .select({ n: count() })
        .from(bookingReminders)
        .innerJoin(bookings, eq(bookings.id, bookingReminders.bookingId))
        .where(and(charged, eq(sql`lower(${bookings.clientEmail})`, address)))
    : await tx.select({ n: count() }).from(bookingReminders).where(charged);
  return row?.n ?? 0;
}
