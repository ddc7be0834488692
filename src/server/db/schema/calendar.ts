import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A provider's secret iCal subscription (one-way export). The secret is stored as is, like an
 * API token the dashboard can show again; rotating it replaces it, so the old URL dies at once.
 */
export const icalFeeds = pgTable('ical_feeds', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});
