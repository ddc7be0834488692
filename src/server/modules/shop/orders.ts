import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { bookingUrlOf } from '../../../shared/booking-address';
import {
  ORDERS_PAGE_SIZE,
  SHOP_LIMITS,
  SHOP_MESSAGES,
  type TOrder,
  type TOrderRequest,
  type TOrderStatus,
} from '../../../shared/schemas/shop';
import type { TDbExecutor } from '../../db/executor';
import { payments, shopOrderEvents, shopOrderItems, shopOrders, shopProducts, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { lockProvider } from '../billing/api';
import { orderPayments, paymentsEnabled, type TOrderLine } from '../payments/api';
import { getProviderProfile } from '../providers/api';

export type TOrderRow = typeof shopOrders.$inferSelect;
type TItemRow = typeof shopOrderItems.$inferSelect;

const HOUR_MS = 3_600_000;
export const orderReference = (seq: number | null) => `CMD-${String(seq ?? 0).padStart(6, '0')}`;
export const orderNotFound = () => new AppError('NOT_FOUND', 'Commande introuvable');

/** When an order placed now stops holding its stock if still unpaid (SHOP_LIMITS). */
function holdEnd(deps: AppDeps, now: Date): Date {
  const ms = paymentsEnabled(deps.config)
    ? SHOP_LIMITS.cardHoldMinutes * 60_000
    : SHOP_LIMITS.transferHoldHours * HOUR_MS;
  return new Date(now.getTime() + ms);
}

/** The hold as the provider reads it: « 1 heure », « 24 heures ». */
export function holdLabel(deps: AppDeps): string {
  return paymentsEnabled(deps.config) ? '1 heure' : `${SHOP_LIMITS.transferHoldHours} heures`;
}

/** A tax-included amount split into net and VAT, VAT the difference (the three always add up). */
export function splitIncl(inclCents: number, vatRateBp: number) {
  const exclCents = Math.round((inclCents * 10_000) / (10_000 + vatRateBp));
  return { exclCents, vatCents: inclCents - exclCents };
}

/** The order's lines as the payments module sells them. */
export const linesOf = (items: readonly TItemRow[]): TOrderLine[] =>
  items.map((item) => ({
    label: item.bookingUrl ? `${item.name} (personnalisé)` : item.name,
    quantity: item.quantity,
    unitInclCents: item.unitPriceCents,
    vatRateBp: item.vatRateBp,
  }));

export async function itemsOf(db: TDbExecutor, orderId: string): Promise<TItemRow[]> {
  return db
    .select()
    .from(shopOrderItems)
    .where(eq(shopOrderItems.orderId, orderId))
    .orderBy(asc(shopOrderItems.name));
}

/**
 * Places an order (ADR 0038) in one transaction: the products locked in id order (two orders
 * never wait on each other in a circle), each one's stock taken only if enough is left — the
 * last item goes to exactly one order — and the lines priced from the catalogue.
 */
export async function insertOrder(
  tx: TDbExecutor,
  deps: AppDeps,
  userId: string,
  body: TOrderRequest,
  now: Date,
): Promise<TOrderRow> {
  await lockProvider(tx, userId);
  // Under the provider's lock: two orders placed at once cannot both pass the count.
  const [unpaid] = await tx
    .select({ n: count() })
    .from(shopOrders)
    .where(and(eq(shopOrders.userId, userId), eq(shopOrders.status, 'pending_payment')));
  if ((unpaid?.n ?? 0) >= SHOP_LIMITS.unpaidOrdersMax)
    throw new AppError('CONFLICT', SHOP_MESSAGES.tooManyUnpaid);
  const ids = body.items.map((item) => item.productId).sort();
  const products = await tx
    .select()
    .from(shopProducts)
    .where(inArray(shopProducts.id, ids))
    .orderBy(asc(shopProducts.id))
    .for('update');
  const byId = new Map(products.map((p) => [p.id, p]));
  // Personalised items print the readable address the provider chose, the id's otherwise.
  const pageUrl = bookingUrlOf(deps.config.APP_URL, {
    id: userId,
    slug: (await getProviderProfile(tx, userId))?.slug ?? null,
  });
  const lines: (typeof shopOrderItems.$inferInsert)[] = [];
  for (const [index, item] of body.items.entries()) {
    const product = byId.get(item.productId);
    if (!product?.active || product.archivedAt)
      throw new AppError('CONFLICT', SHOP_MESSAGES.productUnavailable, { field: `items.${index}.productId` });
    // The row is locked: the stock read is the stock left, the last item goes to one order.
    if (product.stock < item.quantity)
      throw new AppError('OUT_OF_STOCK', SHOP_MESSAGES.outOfStock(product.name), {
        field: `items.${index}.quantity`,
      });
    await tx
      .update(shopProducts)
      .set({ stock: product.stock - item.quantity })
      .where(eq(shopProducts.id, product.id));
    lines.push({
      orderId: '',
      productId: product.id,
      name: product.name,
      quantity: item.quantity,
      unitPriceCents: product.priceCents,
      vatRateBp: product.vatRateBp,
      bookingUrl: product.personalised ? pageUrl : null,
    });
  }
  let totalInclCents = 0;
  let totalExclCents = 0;
  for (const line of lines) {
    const incl = line.unitPriceCents * line.quantity;
    totalInclCents += incl;
    totalExclCents += splitIncl(incl, line.vatRateBp).exclCents;
  }
  const [order] = await tx
    .insert(shopOrders)
    .values({
      userId,
      status: 'pending_payment',
      totalExclCents,
      vatCents: totalInclCents - totalExclCents,
      totalInclCents,
      shippingAddress: body.shippingAddress as TOrder['shippingAddress'],
      holdUntil: holdEnd(deps, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(shopOrderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await tx
    .insert(shopOrderEvents)
    .values({ orderId: order.id, status: 'pending_payment', at: now, actorId: userId });
  return order;
}

/** An order, locked until the transaction ends; for a provider, only one of theirs (404 otherwise). */
export async function lockOrder(tx: TDbExecutor, id: string, ownerId?: string): Promise<TOrderRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(shopOrders)
        .where(and(eq(shopOrders.id, id), ownerId ? eq(shopOrders.userId, ownerId) : undefined))
        .for('update')
    : [];
  if (!row) throw orderNotFound();
  return row;
}

/** Gives an order's items back to the stock (a cancellation, a release). */
export async function restock(tx: TDbExecutor, orderId: string): Promise<void> {
  const items = await itemsOf(tx, orderId);
  for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [product] = await tx
      .select({ stock: shopProducts.stock })
      .from(shopProducts)
      .where(eq(shopProducts.id, item.productId))
      .for('update');
    await tx
      .update(shopProducts)
      .set({ stock: (product?.stock ?? 0) + item.quantity })
      .where(eq(shopProducts.id, item.productId));
  }
}

/** Takes a released order's items from the stock again, all or none; false when one ran out. */
export async function retake(tx: TDbExecutor, orderId: string): Promise<boolean> {
  const items = [...(await itemsOf(tx, orderId))].sort((a, b) => a.productId.localeCompare(b.productId));
  const stocks = new Map<string, number>();
  for (const item of items) {
    const [product] = await tx
      .select({ stock: shopProducts.stock })
      .from(shopProducts)
      .where(eq(shopProducts.id, item.productId))
      .for('update');
    if (!product || product.stock < item.quantity) return false;
    stocks.set(item.productId, product.stock - item.quantity);
  }
  for (const [id, stock] of stocks)
    await tx.update(shopProducts).set({ stock }).where(eq(shopProducts.id, id));
  return true;
}

/** The orders as the screens show them: items, history, payment and invoice, customer. */
export async function toOrderDtos(db: TDbExecutor, rows: TOrderRow[]): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events, customers, paid] = await Promise.all([
    db
      .select()
      .from(shopOrderItems)
      .where(inArray(shopOrderItems.orderId, ids))
      .orderBy(asc(shopOrderItems.name)),
    db
      .select()
      .from(shopOrderEvents)
      .where(inArray(shopOrderEvents.orderId, ids))
      .orderBy(asc(shopOrderEvents.seq)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      ),
    orderPayments(db, ids),
  ]);
  const customerOf = new Map(customers.map((c) => [c.id, c]));
  return rows.map((row) => {
    const payment = paid.get(row.id);
    return {
      id: row.id,
      reference: orderReference(row.seq),
      status: row.status,
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          productId: item.productId,
          name: item.name,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          vatRate: item.vatRateBp / 100,
          totalCents: item.unitPriceCents * item.quantity,
          personalisation: item.bookingUrl ? { bookingUrl: item.bookingUrl } : null,
        })),
      totalExclCents: row.totalExclCents,
      vatCents: row.vatCents,
      totalInclCents: row.totalInclCents,
      shippingAddress: row.shippingAddress,
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      paymentMethod: payment?.method ?? null,
      invoice: payment?.invoice ?? null,
      history: events
        .filter((event) => event.orderId === row.id)
        .map((event) => ({
          status: event.status,
          at: event.at.toISOString(),
          trackingNumber: event.trackingNumber,
          carrier: event.carrier,
        })),
      createdAt: row.createdAt.toISOString(),
      holdUntil: row.status === 'pending_payment' ? row.holdUntil.toISOString() : null,
      customer: customerOf.get(row.userId) ?? { id: row.userId, name: '', email: '' },
    };
  });
}

export async function orderDto(db: TDbExecutor, row: TOrderRow): Promise<TOrder> {
  const [dto] = await toOrderDtos(db, [row]);
  if (!dto) throw orderNotFound();
  return dto;
}

/** A page of orders, newest first: one provider's, or every one (optionally of one status). */
export async function listOrders(
  db: TDbExecutor,
  filter: { userId?: string; status?: TOrderStatus; refundDue?: boolean },
  page: number,
) {
  const where: SQL | undefined = and(
    filter.userId ? eq(shopOrders.userId, filter.userId) : undefined,
    filter.status ? eq(shopOrders.status, filter.status) : undefined,
    filter.refundDue ? refundDue : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(shopOrders)
      .where(where)
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.seq))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(shopOrders).where(where),
  ]);
  return { orders: await toOrderDtos(db, rows), page, pageSize: ORDERS_PAGE_SIZE, total };
}

/**
 * A cancelled order paid by transfer (issue 30): its credit note was issued at the cancellation and
 * the team owes the money until it records the refund (the order then becomes « remboursée »).
 */
const refundDue = and(
  eq(shopOrders.status, 'cancelled'),
  sql`exists (select 1 from ${payments} where ${payments.productType} = 'shop' and ${payments.productId} = ${shopOrders.id}::text and ${payments.method} = 'transfer')`,
);

export async function findOrder(db: TDbExecutor, id: string, ownerId?: string): Promise<TOrder> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(shopOrders)
        .where(and(eq(shopOrders.id, id), ownerId ? eq(shopOrders.userId, ownerId) : undefined))
    : [];
  if (!row) throw orderNotFound();
  return orderDto(db, row);
}
