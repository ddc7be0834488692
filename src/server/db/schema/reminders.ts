import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './booking';
import { outboxEmails } from './platform';

/**
 * One reminder e-mail of one booking. `pending` → `sending` (claimed by one dispatcher) → `sent`
 * (the outbox row is written in the same transaction) or `skipped` (booking no longer ahead or
 * confirmed); `cancelled` when the booking moved or was cancelled. The unique key makes each
 * (booking, offset, due time) exist once, so it is sent at most once.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    offsetMinutes: integer('offset_minutes').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'skipped', 'cancelled'] })
      .notNull()
      .default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    outboxEmailId: uuid('outbox_email_id').references(() => outboxEmails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The provider whose own request scheduled it (a manual booking, a move from the dashboard):
     * it counts against their daily cap of e-mails to clients when scheduled (ADR 0021). Null
     * when the client booked or moved it themselves.
     */
    chargedToUserId: uuid('charged_to_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('booking_reminders_once').on(t.bookingId, t.offsetMinutes, t.dueAt),
    index('booking_reminders_due_idx').on(t.status, t.dueAt),
    index('booking_reminders_charged_idx')
      .on(t.chargedToUserId, t.createdAt)
      .where(sql`${t.chargedToUserId} is not null`),
  ],
);
