import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES } from '../../../shared/schemas/api-keys';
import { users } from './accounts';

/**
 * A provider's key to the public API (issue 36, ADR 0063). The secret itself is never stored:
 * only its SHA-256 (hex) to find it, and its first characters to show it. Revoked keys stay
 * (revoked_at set) so that the refusal is immediate and the list can leave them out.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes', { enum: API_KEY_SCOPES }).array().notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_unique').on(t.hash),
    index('api_keys_provider_idx').on(t.providerId, t.createdAt).where(sql`${t.revokedAt} is null`),
  ],
);
