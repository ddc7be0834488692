import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  BOOKING_PAYMENT_STATUSES,
  NO_SHOW_FEE_STATUSES,
  PAYMENT_MODES,
} from '../../../shared/schemas/booking-payments';
import { users } from './accounts';
import { bookings } from './booking';

/**
 * A provider's own Stripe account (issue 34, ADR 0061): an Express account created once, kept
 * current by Connect's `account.updated` events. Créneau takes no commission.
 */
export const connectAccounts = pgTable('connect_accounts', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeAccountId: text('stripe_account_id').notNull().unique(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payment of one public booking of a service that asks for one: its Checkout session on the
 * provider's account, what was paid, refunded, and the no-show fee of a guarantee. Amounts in cents.
 * The mode and amounts are those of the service when the booking was made.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The connected account the session was opened on: every later call goes to the same one. */
    stripeAccountId: text('stripe_account_id').notNull(),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    status: text('status', { enum: BOOKING_PAYMENT_STATUSES }).notNull().default('pending'),
    /** What is paid at booking (0 for a guarantee). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    noShowFeeCents: integer('no_show_fee_cents'),
    /** Set once Stripe opened the session (a crash before leaves it null: the hold just expires). */
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    /** A guarantee's saved card: the SetupIntent of its Checkout session. */
    setupIntentId: text('setup_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    feeStatus: text('fee_status', { enum: NO_SHOW_FEE_STATUSES }),
    feePaymentIntentId: text('fee_payment_intent_id'),
    feeChargedAt: timestamp('fee_charged_at', { withTimezone: true }),
    /** What the provider gave back of a charged no-show fee (`fee_status` is `refunded` once all is). */
    feeRefundedCents: integer('fee_refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_payments_provider_idx').on(t.providerId, t.createdAt),
    check(
      'booking_payments_amounts',
      sql`${t.amountCents} >= 0 and ${t.refundedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/**
 * One refund of a booking's payment (issue 34, ADR 0061): asked (`pending`) in the transaction of
 * the change that calls for it — the whole rest, or a part the provider chose — and made by the
 * `booking-payments.refund` job, which adds it to the payment's `refunded_cents` when Stripe made it.
 * `ordinal` (1, 2… per payment) is in its Stripe Idempotency-Key with its amount: a second partial
 * refund is a new refund, a retried job is not.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    /** What it gives back: the amount paid at booking, or a charged no-show fee (its own PaymentIntent). */
    kind: text('kind', { enum: ['payment', 'fee'] })
      .notNull()
      .default('payment'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    stripeRefundId: text('stripe_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    unique('booking_refunds_ordinal').on(t.paymentId, t.ordinal),
    check('booking_refunds_amount', sql`${t.amountCents} > 0`),
    check('booking_refunds_kind', sql`${t.kind} in ('payment', 'fee')`),
  ],
);
