import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '../../../shared/pricing';
import { MOVEMENT_BUCKETS, MOVEMENT_KINDS } from '../../../shared/schemas/billing';
import { users } from './accounts';

/**
 * The provider's plan and current period (issue 12, ADR 0036): the only billing row updated in
 * place. It holds no count: the balance is derived from `quota_movements`.
 */
export const providerPlans = pgTable('provider_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  packId: text('pack_id', { enum: PLAN_IDS }).notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  /** A downgrade waiting for the next period, or the plan that follows the event pack. */
  nextPackId: text('next_pack_id', { enum: PLAN_IDS }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The append-only ledger. A positive grant is a lot (bucket, expiry); every other movement names
 * the lot it draws on. `dedupe_key` makes the movements that must happen once exactly once.
 */
export const quotaMovements = pgTable(
  'quota_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of writing: movements of one instant stay in the order they were appended. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    bucket: text('bucket', { enum: MOVEMENT_BUCKETS }).notNull(),
    amount: integer('amount').notNull(),
    lotId: uuid('lot_id').references((): AnyPgColumn => quotaMovements.id),
    /** Not a foreign key: the booking may be anonymised or erased; the count stays. */
    bookingId: uuid('booking_id'),
    /** The period during which the movement counts (a refund: its use's period). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** Lots only: when what is left of them lapses. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
    authorId: uuid('author_id').references(() => users.id),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quota_movements_user_seq_idx').on(t.userId, t.seq.desc()),
    index('quota_movements_lot_idx').on(t.lotId),
    index('quota_movements_booking_idx').on(t.bookingId),
    // The roll-over job finds the credits that have expired without their expiry movement.
    index('quota_movements_lot_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.lotId} IS NULL AND ${t.amount} > 0`),
    check('quota_movements_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** The alerts told once per provider and period: quota low, quota exhausted, SMS credits out (issue 35). */
export const QUOTA_ALERT_KINDS = ['quota_low', 'quota_exhausted', 'sms_exhausted'] as const;

/** One alert of each kind per provider and period at most. */
export const quotaAlerts = pgTable(
  'quota_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: QUOTA_ALERT_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodStart, t.kind] })],
);
