import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WAITLIST_STATUSES } from '../../../shared/schemas/waitlist';
import { users } from './accounts';
import { bookings, services } from './booking';

/**
 * A client waiting for a slot of a service between two days (issue 33, ADR 0060). Kept until the
 * window ends (the daily job deletes it), or until the client leaves or the provider removes it.
 * `bookingId`: the client's « plus tôt » alert from their manage page — taking the offered slot
 * moves that booking; the window then ends the day before it.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The days wanted, in the provider's time zone, both included. */
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull().default(''),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last offer e-mailed: the next comes WAITLIST_OFFER_GAP_HOURS later at the earliest. */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
  },
  (t) => [
    index('waitlist_entries_provider_idx').on(t.providerId, t.status, t.createdAt),
    index('waitlist_entries_to_day_idx').on(t.toDay),
    // One entry per e-mail, service and window, while it is not booked.
    uniqueIndex('waitlist_entries_one_per_window')
      .on(t.serviceId, sql`lower(${t.clientEmail})`, t.fromDay, t.toDay)
      .where(sql`${t.status} <> 'booked'`),
    // One « plus tôt » alert per booking.
    uniqueIndex('waitlist_entries_one_per_booking').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    check('waitlist_entries_window', sql`${t.fromDay} <= ${t.toDay}`),
  ],
);
