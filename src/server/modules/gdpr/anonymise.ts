import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { bookingReminders, bookings } from '../../db/schema';
import type { TDbExecutor } from '../availability/db-executor';

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

/** Reminders not yet sent for these bookings will never go out. */
export async function cancelPendingReminders(tx: TDbExecutor, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(bookingReminders)
    .set({ status: 'cancelled' })
    .where(and(inArray(bookingReminders.bookingId, bookingIds), eq(bookingReminders.status, 'pending')));
}

/** Anonymises the bookings matching `where` and stops their reminders; returns their ids. */
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
  return ids;
}
