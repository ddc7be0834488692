import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookingReminders, bookings, outboxEmails } from '../../db/schema';
import { scrubFinishedEmails } from './outbox-scrub';

export const ANONYMISED_CLIENT_NAME = 'Client anonymisé';

/**
 * What an erased customer leaves in a booking: the appointment itself (date, service, status)
 * stays in the provider's agenda, nothing identifies the person any more.
 */
export function anonymisedClientFields(now: Date) {
  return {
    clientName: ANONYMISED_CLIENT_NAME,
    clientEmail: '',
    clientPhone: '',
    note: '',
    cancellationReason: null,
    updatedAt: now,
  };
}

/** True for a booking that still holds something about its customer. */
export function holdsClientData(b: typeof bookings = bookings): SQL {
  return sql`not (${b.clientName} = ${ANONYMISED_CLIENT_NAME} and ${b.clientEmail} = '' and ${b.clientPhone} = '' and ${b.note} = '' and ${b.cancellationReason} is null)`;
}

/** The provider's bookings made under that e-mail address (case ignored). */
export function clientBookingsOf(providerId: string, email: string): SQL | undefined {
  return and(
    eq(bookings.providerId, providerId),
    ne(bookings.clientEmail, ''),
    eq(sql`lower(${bookings.clientEmail})`, email.trim().toLowerCase()),
  );
}

/**
 * Reminders not yet sent for these bookings will never go out. One a dispatcher holds right now is
 * skipped rather than waited for (the dispatcher locks the reminder then the booking: waiting would
 * deadlock); it re-reads the booking after this commit and skips it.
 */
export async function cancelPendingReminders(tx: TDbExecutor, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const pending = tx
    .select({ id: bookingReminders.id })
    .from(bookingReminders)
    .where(and(inArray(bookingReminders.bookingId, bookingIds), eq(bookingReminders.status, 'pending')))
    .for('update', { skipLocked: true });
  await tx.update(bookingReminders).set({ status: 'cancelled' }).where(inArray(bookingReminders.id, pending));
}

/**
 * Anonymises the bookings matching `where`, stops their reminders and scrubs the e-mails already
 * sent about them (those still on their way go out, then the daily sweep scrubs them); returns
 * their ids.
 */
export async function anonymiseBookings(
  tx: TDbExecutor,
  where: SQL | undefined,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(bookings)
    .set(anonymisedClientFields(now))
    .where(where)
    .returning({ id: bookings.id });
  const ids = rows.map((r) => r.id);
  await cancelPendingReminders(tx, ids);
  if (ids.length > 0) await scrubFinishedEmails(tx, inArray(outboxEmails.bookingId, ids));
  return ids;
}
