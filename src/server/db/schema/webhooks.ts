import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../shared/schemas/webhooks';
import { users } from './accounts';

/**
 * A provider's webhook endpoint (issue 36, ADR 0064). The signing secret is encrypted at rest
 * (AES-256-GCM, key in `app_secrets`, as the CalDAV passwords); after a roll the previous one
 * still signs until `previousSecretExpiresAt` (24 hours).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** Why it was turned off (a 410, repeated failures), in French. */
    disabledReason: text('disabled_reason'),
    /** Deliveries failed for good in a row; a success sets it back to 0. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_provider_idx').on(t.providerId)],
);

/**
 * One event sent to one endpoint. `id` is the Standard Webhooks `webhook-id` (`msg_…`), the same
 * on every attempt. Deleted after 30 days by the retention job.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastResponseMs: integer('last_response_ms'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set while a run calls the endpoint: no other run (a retry clicked meanwhile) sends it too. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    // The retention job deletes by age; erasure scrubs by the booking or waitlist entry named.
    index('webhook_deliveries_created_idx').on(t.createdAt),
    index('webhook_deliveries_booking_idx').on(sql`(${t.payload} -> 'data' ->> 'bookingId')`),
    index('webhook_deliveries_entry_idx').on(sql`(${t.payload} -> 'data' ->> 'entryId')`),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
