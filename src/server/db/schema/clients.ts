import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The provider's own note on one of their clients (issue 15). A client has no row of their own:
 * `client_key` is the grouping of their bookings (lower-case e-mail, or `sans-email:` + name and
 * phone digits). Personal data: exported and erased with the client, and with the account.
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    note: text('note').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.clientKey] })],
);
