import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * The photo or logo on a provider's booking page (issue 15): one WebP of 256 px at most, resized
 * on upload, in the database like the shop's photos. Goes with the account's erasure.
 */
export const providerLogos = pgTable('provider_logos', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  /** Versions the public address: a new upload shows at once despite the long cache. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
