import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type TShippingAddress } from '../../../shared/schemas/shop';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * What the shop sells (issue 14, ADR 0038). Never deleted once ordered: « archiver » hides it
 * for good. `stock` cannot go below zero (a check): the last item goes to one order only.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Tax included, cents. */
    priceCents: integer('price_cents').notNull(),
    /** Hundredths of a percent (2000 = 20 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    /** Printed with the provider's booking page address and QR code. */
    personalised: boolean('personalised').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('shop_products_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/** A product's photos, in the database so every node serves them (WebP of 1600 px at most, six at most). */
export const shopProductPhotos = pgTable(
  'shop_product_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => shopProducts.id),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_product_photos_product_idx').on(t.productId, t.createdAt)],
);

/**
 * A provider's order. Its stock is taken when it is placed; an unpaid one gives it back after
 * 24 hours (job), a cancelled one at once. The address goes (null) when the order's invoices
 * have been kept their ten years, or when the account is erased.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as « CMD-000042 ». */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    totalExclCents: integer('total_excl_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalInclCents: integer('total_incl_cents').notNull(),
    shippingAddress: jsonb('shipping_address').$type<TShippingAddress>(),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    /** An unpaid order's stock is given back after this. */
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_orders_user_idx').on(t.userId, t.createdAt),
    index('shop_orders_status_idx').on(t.status, t.createdAt),
    check('shop_orders_total_positive', sql`${t.totalInclCents} > 0`),
  ],
);

/** An order's lines, priced from the catalogue when it was placed. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => shopProducts.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** The booking page address printed on it, frozen at the order. */
    bookingUrl: text('booking_url'),
  },
  (t) => [
    index('shop_order_items_order_idx').on(t.orderId),
    check('shop_order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Each status an order took, when, by whom (null: the provider, Stripe or the release job). */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the steps, even when two share an instant. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
  },
  (t) => [index('shop_order_events_order_idx').on(t.orderId, t.at)],
);
