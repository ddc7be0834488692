import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../shared/schemas/notifications';
import { users } from './accounts';
import { bookings } from './booking';

/** In-app notifications of one user (issue 11, ADR 0033): the bell's list. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the app, opened by a click. */
    link: text('link'),
    /**
     * The booking it is about: it names the customer, so it goes when the booking's customer data
     * is anonymised (retention, erasure).
     */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_booking_idx').on(t.bookingId),
    index('user_notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The bell's count and the unread filter read only these.
    index('user_notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

/** Only the types a user changed; any other type has defaultPreferences(). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
