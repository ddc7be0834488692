import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { SMS_STATUSES } from '../../../shared/schemas/sms';
import { users } from './accounts';
import { bookings } from './booking';

/**
 * One SMS reminder of one booking (issue 35, ADR 0062). `pending` → `sending` (claimed and
 * committed with the credit's debit before the provider's call) → `sent`, `failed` (the provider
 * refused: credit given back) or `unknown` (no answer in time, or found `sending` after a crash:
 * never resent). The unique key makes each (booking, offset, due time) exist once.
 */
export const smsReminders = pgTable(
  'sms_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offsetMinutes: integer('offset_minutes').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** E.164 (« +33612345678 »). */
    recipient: text('recipient').notNull(),
    /** The text as sent; null 30 days after sending (retention job). */
    content: text('content'),
    status: text('status', { enum: SMS_STATUSES }).notNull().default('pending'),
    providerMessageId: text('provider_message_id'),
    /** Why it failed or was skipped, in French. */
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sms_reminders_once').on(t.bookingId, t.offsetMinutes, t.dueAt),
    index('sms_reminders_due_idx').on(t.status, t.dueAt),
  ],
);
