import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './booking';

/** Secrets generated once and shared by every node (JWT key, VAPID keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every node (rate limits per IP and per account). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed sign-ins of one source (an account from one IP, or an account from every unknown
 * browser) and when the last came (issue 30, ADR 0016): each failure past the free ones doubles
 * the wait before the next attempt, up to a cap; an hour without failure starts again from zero.
 */
export const loginBackoffs = pgTable('login_backoffs', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

export type TEmailAttachment = { filename: string; contentType: string; contentBase64: string };

/** Every e-mail goes through this table first: nothing is lost when SMTP fails. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<TEmailAttachment[]>().notNull().default([]),
    /**
     * 'sending' = taken by its `email.send` job run (ADR 0048); left so by a crash, the job's retry
     * takes it again. 'failed' with attempts left: pg-boss retries it.
     */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the message was queued, due at once; the times of its retries are pg-boss's. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The booking this e-mail is about (delivery log on the booking's details); null for account mail. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /**
     * The signed-in account whose request queued this e-mail (null: the public page, a client's
     * link, a scheduled job). Never shown; kept for abuse handling and the daily cap on the
     * e-mails a provider makes the server send (ADR 0021).
     */
    triggeredByUserId: uuid('triggered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The kind of request that queued it (TEmailTriggerKind): manual_booking, provider_change… */
    triggerKind: text('trigger_kind'),
  },
  (t) => [
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_emails_booking_idx').on(t.bookingId),
    index('outbox_emails_trigger_idx').on(t.triggeredByUserId, t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
