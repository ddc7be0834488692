import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES, type TPaymentMethod } from '../../../shared/schemas/payments';
import { SHOP_MESSAGES } from '../../../shared/schemas/shop';
import type { TDbExecutor } from '../../db/executor';
import { invoices, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findUserById } from '../auth/api';
import { callStripe, requireStripe, type TLog } from './checkout';
import { orderBook, type TOrderLine } from './order-book';
import { lockPayment, paymentOfOrder } from './queries';
import { assertSellerReady } from './seller-ready';
import { applyRefund, settlePayment, type TSettlement } from './settle';
import { recordSoldCheckout, SOLD_CURRENCY } from './sold-checkouts';

const MINUTE_MS = 60_000;

/**
 * A Stripe Checkout session for a shop order (ADR 0038): one line per item, priced from the
 * order (itself priced from the catalogue), tax included with each rate stated. It expires when
 * the order's stock is released, so nobody pays for an order that no longer holds its items.
 */
export async function createOrderCheckout(
  deps: AppDeps,
  log: TLog,
  order: { id: string; userId: string; label: string; lines: TOrderLine[]; holdUntil: Date },
): Promise<string> {
  const stripe = requireStripe(deps);
  await assertSellerReady(deps.database.db, deps, 'provider');
  const user = await findUserById(deps.database.db, order.userId);
  if (!user) throw new AppError('NOT_FOUND', 'Utilisateur introuvable');
  const now = deps.now().getTime();
  // Stripe accepts an expiry between 30 minutes and 24 hours ahead.
  const expiresAt = Math.min(
    Math.max(order.holdUntil.getTime(), now + 31 * MINUTE_MS),
    now + 24 * 60 * MINUTE_MS,
  );
  const metadata = { userId: order.userId, orderId: order.id };
  const base = `${deps.config.APP_URL}/dashboard/shop?commande=${order.id}`;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    client_reference_id: order.userId,
    metadata,
    payment_intent_data: { metadata },
    locale: 'fr',
    customer_email: user.email,
    expires_at: Math.floor(expiresAt / 1000),
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: SOLD_CURRENCY,
        unit_amount: line.unitInclCents,
        tax_behavior: 'inclusive' as const,
        product_data: {
          name: line.label,
          description: `${order.label}. Prix TTC, TVA ${line.vatRateBp / 100} % incluse.`,
        },
      },
    })),
    success_url: `${base}&paiement=ok`,
    cancel_url: `${base}&paiement=annule`,
  };
  const session = await callStripe(log, 'order checkout session', () =>
    stripe.checkout.sessions.create(params),
  );
  if (!session.url) throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.stripeUnavailable);
  await recordSoldCheckout(deps.database.db, {
    sessionId: session.id,
    userId: order.userId,
    productType: 'shop',
    productId: order.id,
    amountCents: order.lines.reduce((sum, line) => sum + line.unitInclCents * line.quantity, 0),
    currency: SOLD_CURRENCY,
    createdAt: deps.now(),
  });
  return session.url;
}

/** An order paid by bank transfer, recorded by the team in the caller's transaction: payment, order paid, invoice. */
export async function recordOrderTransfer(
  tx: TDbExecutor,
  deps: AppDeps,
  input: { orderId: string; userId: string; amountCents: number; reference: string; actorId: string },
  now: Date,
): Promise<TSettlement> {
  await assertSellerReady(tx, deps, 'admin');
  return settlePayment(
    tx,
    deps,
    {
      userId: input.userId,
      productType: 'shop',
      productId: input.orderId,
      method: 'transfer',
      amountCents: input.amountCents,
      reference: input.reference,
      authorId: input.actorId,
      paidAt: now,
    },
    { renewal: false, actorId: input.actorId },
    now,
  );
}

/**
 * A cancelled order's money going back, in the cancellation's transaction. By card: a
 * `stripe.refund` job (ADR 0053, idempotent per order) asks Stripe, whose `charge.refunded` webhook
 * issues the credit note and marks the order refunded. By transfer (issue 30, as the CGU promise):
 * the credit note now, and the order stays « annulée » — a refund the team owes, listed in /admin —
 * until the team sends the money and records it (recordOrderRefund).
 */
export async function queueOrderRefund(
  tx: TDbExecutor,
  deps: AppDeps,
  orderId: string,
  actorId: string | null,
  now: Date,
): Promise<TSettlement | null> {
  const found = await paymentOfOrder(tx, orderId);
  if (!found || found.refundedCents >= found.amountCents) return null;
  if (found.method === 'card') {
    await deps.jobs.send('stripe.refund', { cause: 'order_cancelled', orderId }, { tx });
    return null;
  }
  const payment = await lockPayment(tx, 'id', found.id);
  if (!payment) return null;
  return applyRefund(
    tx,
    deps,
    payment,
    {
      amountCents: payment.amountCents - payment.refundedCents,
      refundKey: `order:${orderId}:cancelled`,
      refundedAt: now,
      actorId,
      moveOrder: false,
    },
    now,
  );
}

/** A transfer-paid order's money sent back by the team, in the caller's transaction: its credit note. */
export async function recordOrderRefund(
  tx: TDbExecutor,
  deps: AppDeps,
  input: { orderId: string; actorId: string },
  now: Date,
): Promise<TSettlement | null> {
  const found = await paymentOfOrder(tx, input.orderId);
  const payment = found && (await lockPayment(tx, 'id', found.id));
  if (!payment) return null;
  if (payment.method === 'card')
    throw new AppError('CONFLICT', SHOP_MESSAGES.cardRefundByStripe, { field: 'status' });
  // Credited at the cancellation: the money is now sent, the order moves without a second credit note.
  if (payment.refundedCents >= payment.amountCents) {
    const after = await orderBook().refunded(
      tx,
      deps,
      { orderId: input.orderId, full: true, actorId: input.actorId },
      now,
    );
    return { change: null, document: null, after };
  }
  return applyRefund(
    tx,
    deps,
    payment,
    {
      amountCents: payment.amountCents - payment.refundedCents,
      refundKey: `order:${input.orderId}:${randomUUID()}`,
      refundedAt: now,
      actorId: input.actorId,
    },
    now,
  );
}

/** How each order was paid and its invoice, for the order screens. */
export async function orderPayments(
  db: TDbExecutor,
  orderIds: string[],
): Promise<Map<string, { method: TPaymentMethod; invoice: { id: string; number: string } | null }>> {
  const found = new Map<string, { method: TPaymentMethod; invoice: { id: string; number: string } | null }>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({
      orderId: payments.productId,
      method: payments.method,
      invoiceId: invoices.id,
      number: invoices.number,
    })
    .from(payments)
    .leftJoin(invoices, and(eq(invoices.paymentId, payments.id), eq(invoices.kind, 'invoice')))
    .where(and(eq(payments.productType, 'shop'), inArray(payments.productId, orderIds)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  for (const row of rows)
    if (!found.has(row.orderId))
      found.set(row.orderId, {
        method: row.method,
        invoice: row.invoiceId && row.number ? { id: row.invoiceId, number: row.number } : null,
      });
  return found;
}
