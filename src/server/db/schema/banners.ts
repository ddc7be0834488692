import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Administrators' global banners (SPEC §3 « Global notification », ADR 0034). `message` is HTML
 * already sanitised by the server's allow-list. `deleted` is the soft deletion (kept, listed to
 * admins, never shown); the permanent deletion removes the row.
 */
export const globalNotifications = pgTable(
  'global_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    status: text('status', { enum: ['active', 'inactive', 'deleted'] })
      .notNull()
      .default('active'),
    priority: integer('priority').notNull().default(0),
    targetAll: boolean('target_all').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('global_notifications_created_idx').on(t.createdAt),
    index('global_notifications_status_idx').on(t.status, t.priority),
  ],
);

/** The chosen users of a banner that does not target everyone (a join table: real foreign keys). */
export const globalNotificationTargets = pgTable(
  'global_notification_targets',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => globalNotifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('global_notification_targets_user_idx').on(t.userId),
  ],
);

/** A user dismissed a banner: it stays dismissed on every device (POST dismiss-global). */
export const globalNotificationDismissals = pgTable(
  'global_notification_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => globalNotifications.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
