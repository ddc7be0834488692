import { and, eq, inArray, ne, not, type SQL, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings, outboxEmails } from '../../db/schema';
import { scrubFinishedEmails } from '../../mail/outbox-scrub';
import { forgetNotificationsAboutBookings } from '../notifications/api';
import { cancelPendingReminders } from '../reminders/api';
import { scrubSmsOf } from '../sms/api';
import { scrubDeliveriesAbout } from '../webhooks/api';
import { clientKeyOf, type TClientRef } from './client-key';
import { forgetStoredResponsesAbout } from './idempotency';

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
    // Issue 32: the answers, the address of a home visit and the room (whose link reaches them).
    answers: [],
    clientAddress: '',
    videoUrl: null,
    updatedAt: now,
  };
}

/** True for a booking that still holds something about its customer. */
export function holdsClientData(b: typeof bookings = bookings): SQL {
  return sql`not (${b.clientName} = ${ANONYMISED_CLIENT_NAME} and ${b.clientEmail} = '' and ${b.clientPhone} = '' and ${b.note} = '' and ${b.cancellationReason} is null and ${b.answers} = '[]'::jsonb and ${b.clientAddress} = '' and ${b.videoUrl} is null)`;
}

/**
 * The provider's bookings of one client: made under that e-mail address (case ignored), or of that
 * grouping key among those still holding client data (an erased client is nobody's key).
 */
export function clientBookingsOf(providerId: string, client: TClientRef): SQL | undefined {
  if ('key' in client) {
    return and(eq(bookings.providerId, providerId), holdsClientData(), eq(clientKeyOf(), client.key));
  }
  return and(
    eq(bookings.providerId, providerId),
    ne(bookings.clientEmail, ''),
    eq(sql`lower(${bookings.clientEmail})`, client.email.trim().toLowerCase()),
  );
}

/**
 * Anonymises the bookings matching `where`, stops their reminders, masks their SMS' numbers, takes
 * the client out of their webhook deliveries, forgets the stored answers of their creation (an Idempotency-Key replay would show the customer again), scrubs the e-mails
 * already sent about them (those still on their way go out, then the daily sweep scrubs them) and
 * deletes the in-app notifications that name the customer; returns their ids.
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
  if (ids.length === 0) return ids;
  await cancelPendingReminders(tx, ids);
  await scrubSmsOf(tx, ids);
  await scrubDeliveriesAbout(tx, ids);
  await forgetStoredResponsesAbout(tx, ids);
  await scrubFinishedEmails(tx, inArray(outboxEmails.bookingId, ids));
  await forgetNotificationsAboutBookings(tx, ids);
  return ids;
}

/** Every booking of the provider loses its customer data (their account is being erased). */
export async function anonymiseBookingsOfProvider(
  tx: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<void> {
  await anonymiseBookings(tx, eq(bookings.providerId, providerId), now);
}

/** Art. 17 for one customer of one provider: returns the ids of their bookings anonymised. */
export async function anonymiseClientBookings(
  tx: TDbExecutor,
  providerId: string,
  client: TClientRef,
  now: Date,
): Promise<string[]> {
  return anonymiseBookings(tx, clientBookingsOf(providerId, client), now);
}

/**
 * E-mails about anonymised bookings that were still on their way at the anonymisation: scrubbed
 * once finished, like those already sent then (daily sweep; idempotent).
 */
export async function scrubEmailsOfAnonymisedBookings(db: TDbExecutor): Promise<void> {
  const anonymised = db.select({ id: bookings.id }).from(bookings).where(not(holdsClientData()));
  await scrubFinishedEmails(db, inArray(outboxEmails.bookingId, anonymised));
}
