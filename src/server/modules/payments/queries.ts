import { and, asc, desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { invoices, payments, stripeSubscriptions } from '../../db/schema';
import type { TInvoiceRow } from './invoice-pdf';
import type { TPaymentRow } from './issue';

export type TSubscriptionRow = typeof stripeSubscriptions.$inferSelect;

/** The provider's card subscription still running (the newest), if any. */
export async function activeSubscriptionOf(
  db: TDbExecutor,
  userId: string,
): Promise<TSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(stripeSubscriptions)
    .where(and(eq(stripeSubscriptions.userId, userId), eq(stripeSubscriptions.status, 'active')))
    .orderBy(desc(stripeSubscriptions.createdAt))
    .limit(1);
  return row;
}

/** The provider's Stripe customer (from any subscription, ended or not), so the portal shows their history. */
export async function customerIdOf(db: TDbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: stripeSubscriptions.customerId })
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.userId, userId))
    .orderBy(desc(stripeSubscriptions.createdAt))
    .limit(1);
  return row?.customerId;
}

/** A payment, locked until the transaction ends. */
export async function lockPayment(
  tx: TDbExecutor,
  column: 'id' | 'stripeCheckoutSessionId' | 'stripePaymentIntentId' | 'stripeInvoiceId',
  value: string,
): Promise<TPaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments[column], value)).for('update');
  return row;
}

/** The invoice of a payment (not its credit notes). */
export async function invoiceOfPayment(tx: TDbExecutor, paymentId: string): Promise<TInvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')));
  return row;
}

/** The provider's most recent paid pack payment: only its refund ends the pack in use. */
export async function latestPackPaymentId(tx: TDbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.productType, 'pack')))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return row?.id;
}

/**
 * The order's payment, if its money arrived: the first one (a second payment of the same order,
 * two Checkout pages paid, is refunded at once and never moves the order).
 */
export async function paymentOfOrder(tx: TDbExecutor, orderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.productType, 'shop'), eq(payments.productId, orderId)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(1)
    .for('update');
  return row;
}
