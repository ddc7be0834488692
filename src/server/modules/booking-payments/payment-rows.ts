import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  amountDueCents,
  type TBookingPaymentStatus,
  type TServicePayment,
} from '../../../shared/schemas/booking-payments';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments, bookingRefunds } from '../../db/schema';
import type { TBookingPaymentRow } from './dto';

/**
 * The writes of `booking_payments` other modules ask for (ADR 0020: this module owns the table).
 * A hold's row is born with its booking, in the booking's transaction.
 */
export async function insertHoldPayment(
  tx: TDbExecutor,
  input: {
    bookingId: string;
    providerId: string;
    stripeAccountId: string;
    payment: TServicePayment;
    priceCents: number;
    now: Date;
  },
): Promise<TBookingPaymentRow> {
  const { payment } = input;
  const [row] = await tx
    .insert(bookingPayments)
    .values({
      bookingId: input.bookingId,
      providerId: input.providerId,
      stripeAccountId: input.stripeAccountId,
      mode: payment.mode,
      amountCents: amountDueCents(payment, input.priceCents),
      noShowFeeCents: payment.mode === 'guarantee' ? (payment.noShowFeeCents ?? null) : null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('booking payment insert returned nothing');
  return row;
}

/** The Checkout session Stripe opened for the hold: its id (the webhook finds the row by it) and page. */
export async function recordCheckoutSession(
  db: TDbExecutor,
  bookingId: string,
  session: { id: string; url: string },
  now: Date,
): Promise<void> {
  await db
    .update(bookingPayments)
    .set({ checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: now })
    .where(eq(bookingPayments.bookingId, bookingId));
}

/** A hold that ended unpaid: its payment is `expired` (a row already settled stays as it is). */
export async function markPaymentExpired(tx: TDbExecutor, bookingId: string, now: Date): Promise<void> {
  await tx
    .update(bookingPayments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.status, 'pending')));
}

/**
 * The signed event said the client paid (or saved their card): recorded once. An `expired` row may
 * still be paid (the money arrived after the hold's end). Null when it was settled already.
 */
export async function markPaymentSettled(
  tx: TDbExecutor,
  paymentId: string,
  input: { status: Extract<TBookingPaymentStatus, 'paid' | 'card_saved'>; intentId: string | null; at: Date },
): Promise<TBookingPaymentRow | null> {
  const [row] = await tx
    .update(bookingPayments)
    .set({
      status: input.status,
      paidAt: input.at,
      updatedAt: input.at,
      ...(input.status === 'paid' ? { paymentIntentId: input.intentId } : { setupIntentId: input.intentId }),
    })
    .where(and(eq(bookingPayments.id, paymentId), inArray(bookingPayments.status, ['pending', 'expired'])))
    .returning();
  return row ?? null;
}

/** The payment of one booking, or null. */
export async function paymentOfBooking(
  db: TDbExecutor,
  bookingId: string,
): Promise<TBookingPaymentRow | null> {
  const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
  return row ?? null;
}

/** The payments of these bookings in one query, by booking id (a list never reads them one by one). */
export async function paymentsOfBookings(
  db: TDbExecutor,
  bookingIds: readonly string[],
): Promise<Map<string, TBookingPaymentRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bookingPayments)
    .where(inArray(bookingPayments.bookingId, [...new Set(bookingIds)]));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** The payment a Checkout session was opened for, or null. */
export async function paymentOfSession(
  db: TDbExecutor,
  sessionId: string,
): Promise<TBookingPaymentRow | null> {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.checkoutSessionId, sessionId));
  return row ?? null;
}

/**
 * The client paid the no-show fee through the e-mailed link (ADR 0061): recorded once, only while
 * the fee waits for them (`requires_action`). Null when it was recorded already.
 */
export async function markFeePaidByLink(
  tx: TDbExecutor,
  paymentId: string,
  input: { intentId: string | null; at: Date },
): Promise<TBookingPaymentRow | null> {
  const [row] = await tx
    .update(bookingPayments)
    .set({
      feeStatus: 'charged',
      feePaymentIntentId: input.intentId,
      feeChargedAt: input.at,
      updatedAt: input.at,
    })
    .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.feeStatus, 'requires_action')))
    .returning();
  return row ?? null;
}

export type TBookingRefundRow = typeof bookingRefunds.$inferSelect;

/** A refund asked of this payment: `ordinal` follows the payment's earlier ones. */
export async function insertRefundRequest(
  tx: TDbExecutor,
  input: { paymentId: string; ordinal: number; kind: 'payment' | 'fee'; amountCents: number; now: Date },
): Promise<TBookingRefundRow> {
  const [row] = await tx
    .insert(bookingRefunds)
    .values({ ...input, createdAt: input.now })
    .returning();
  if (!row) throw new Error('booking refund insert returned nothing');
  return row;
}

/**
 * Stripe made the refund: recorded once (null when it was already), added to the payment's
 * refunded total (the fee's, for a no-show fee); the payment (the fee) is `refunded` once nothing
 * is left.
 */
export async function recordRefundMade(
  tx: TDbExecutor,
  refundId: string,
  input: { stripeRefundId: string | null; at: Date },
): Promise<TBookingRefundRow | null> {
  const [refund] = await tx
    .update(bookingRefunds)
    .set({ status: 'done', stripeRefundId: input.stripeRefundId, refundedAt: input.at })
    .where(and(eq(bookingRefunds.id, refundId), eq(bookingRefunds.status, 'pending')))
    .returning();
  if (!refund) return null;
  if (refund.kind === 'fee') {
    const fee = sql`least(${bookingPayments.noShowFeeCents}, ${bookingPayments.feeRefundedCents} + ${refund.amountCents})`;
    await tx
      .update(bookingPayments)
      .set({
        feeRefundedCents: fee,
        feeStatus: sql`case when ${fee} >= ${bookingPayments.noShowFeeCents} then 'refunded' else ${bookingPayments.feeStatus} end`,
        updatedAt: input.at,
      })
      .where(eq(bookingPayments.id, refund.paymentId));
    return refund;
  }
  const total = sql`least(${bookingPayments.amountCents}, ${bookingPayments.refundedCents} + ${refund.amountCents})`;
  await tx
    .update(bookingPayments)
    .set({
      refundedCents: total,
      status: sql`case when ${total} >= ${bookingPayments.amountCents} then 'refunded' else ${bookingPayments.status} end`,
      refundedAt: input.at,
      updatedAt: input.at,
    })
    .where(eq(bookingPayments.id, refund.paymentId));
  return refund;
}
