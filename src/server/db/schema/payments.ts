import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, PAYMENT_METHODS, PRODUCT_TYPES } from '../../../shared/schemas/payments';
import { users } from './accounts';

export const PAYMENT_ROW_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded'] as const;

/**
 * One purchase (issue 13, ADR 0037): a Stripe Checkout session (pending until its webhook says
 * paid), a subscription renewal, or a bank transfer the team recorded. Never deleted: the invoices
 * point at it for ten years.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    /** A pack id or a recharge id of src/shared/pricing.ts. */
    productId: text('product_id').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** VAT rate in hundredths of a percent (2000 = 20 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeInvoiceId: text('stripe_invoice_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** A transfer's bank reference. */
    reference: text('reference'),
    /** The administrator who recorded a transfer. */
    authorId: uuid('author_id').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_checkout_session_idx').on(t.stripeCheckoutSessionId),
    uniqueIndex('payments_payment_intent_idx').on(t.stripePaymentIntentId),
    uniqueIndex('payments_stripe_invoice_idx').on(t.stripeInvoiceId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_refund_within', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

/** The seller, buyer and lines as printed on a document, frozen when it is issued. */
export type TInvoiceParty = {
  name: string;
  legalForm?: string | null;
  capital?: string | null;
  address: string | null;
  siren?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  email?: string | null;
};
export type TInvoiceLine = {
  label: string;
  quantity: number;
  unitExclCents: number;
  vatRate: number;
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
};

/**
 * Invoices and credit notes (« avoirs »): immutable once written (a trigger refuses UPDATE and
 * DELETE), numbered without gaps by `invoice_counters`, kept ten years (art. L123-22 C. com.).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** A credit note's invoice. */
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<TInvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<TInvoiceParty>().notNull(),
    lines: jsonb('lines').$type<TInvoiceLine[]>().notNull(),
    /** Signed: a credit note's amounts are negative. */
    totalExclCents: integer('total_excl_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalInclCents: integer('total_incl_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** « TVA non applicable, art. 293 B du CGI ». */
    vatExempt: boolean('vat_exempt').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** When the money arrived (invoice) or left (credit note). */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** The Stripe refund or the team's action a credit note answers: one credit note each. */
    refundKey: text('refund_key').unique(),
  },
  (t) => [
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_payment_idx').on(t.paymentId),
  ],
);

/** The last number given per document kind and year: one row lock serialises every issuer. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const STRIPE_EVENT_OUTCOMES = ['processed', 'ignored', 'rejected'] as const;

/**
 * Stripe events already handled: a replay or a second delivery changes nothing. `rejected`: a
 * payment that is not what was sold (issue 30), granted nothing; `rejection` says why, in French.
 * Rows written before issue 30 say `processed` whatever became of them.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  outcome: text('outcome', { enum: STRIPE_EVENT_OUTCOMES }).notNull().default('processed'),
  rejection: text('rejection'),
});

/**
 * Each Checkout session Créneau opened (issue 30): what it sells (a pack or a recharge id, or a shop
 * order's id), to whom, at what price. The webhook checks a paid session against it.
 */
export const stripeCheckouts = pgTable('stripe_checkouts', {
  sessionId: text('session_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
  productId: text('product_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The provider's Stripe customer and card subscriptions (one active at a time). */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: text('customer_id').notNull(),
    packId: text('pack_id').notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('stripe_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export const TRANSFER_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export const TRANSFER_PERIOD_OUTCOMES = ['renewed', 'lapsed', 'stopped', 'replaced'] as const;

/**
 * A pack or a recharge the provider chose to pay by bank transfer (ADR 0056): pending with its
 * reference until an administrator confirms the money arrived (then `payment_id`), or cancelled.
 * A monthly pack's paid order is also the period it pays (`period_start`, `period_end`): the
 * renewal job reminds the provider before its end and ends it unpaid. Never deleted: it names
 * its payment and its invoice.
 */
export const transferOrders = pgTable(
  'transfer_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productType: text('product_type', { enum: ['pack', 'recharge', 'sms'] }).notNull(),
    /** A pack id, a recharge id or an SMS recharge id of src/shared/pricing.ts. */
    productId: text('product_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What the provider writes on the transfer (« CRN-7KQ4-MX2P »), or the bank's reference of a transfer recorded by hand. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: TRANSFER_ORDER_STATUSES }).notNull(),
    /** The paid order whose period this one continues (sent by the renewal job): one each. */
    renewsOrderId: uuid('renews_order_id')
      .unique()
      .references((): AnyPgColumn => transferOrders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The administrator who confirmed the money arrived. */
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A monthly pack, once paid: the month this transfer pays. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The e-mail with the next transfer's details, 7 days before `period_end` (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The provider chose to return to the free tier at the end of this period. */
    stopAtEndAt: timestamp('stop_at_end_at', { withTimezone: true }),
    /** What ended the period: the next one paid, unpaid, the provider's choice, another pack. */
    periodOutcome: text('period_outcome', { enum: TRANSFER_PERIOD_OUTCOMES }),
    periodClosedAt: timestamp('period_closed_at', { withTimezone: true }),
  },
  (t) => [
    index('transfer_orders_user_idx').on(t.userId, t.createdAt),
    index('transfer_orders_status_idx').on(t.status, t.createdAt),
    // The renewal job's look-up: the paid periods still open.
    index('transfer_orders_open_period_idx')
      .on(t.periodEnd)
      .where(sql`${t.periodEnd} IS NOT NULL AND ${t.periodOutcome} IS NULL`),
    check('transfer_orders_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
