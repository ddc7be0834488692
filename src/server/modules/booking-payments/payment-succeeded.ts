import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { emitWebhookEvent } from '../webhooks/api';
import type { TBookingPaymentRow } from './dto';

/** What the money paid for: the booking's deposit or full price, or a guarantee's no-show fee. */
export type TPaymentKind = 'deposit' | 'full' | 'no_show_fee';

/**
 * `payment.succeeded` for the provider's webhooks (issue 36, ADR 0064), in the transaction that
 * records the money received: a booking's payment marked `paid`, or its no-show fee `charged`
 * (off-session, or through the e-mailed link). `kind` tells them apart; `mode` stays the payment's.
 */
export function emitPaymentSucceeded(
  deps: AppDeps,
  tx: TDbExecutor,
  payment: TBookingPaymentRow,
  kind: TPaymentKind,
): Promise<void> {
  const fee = kind === 'no_show_fee';
  const data = {
    paymentId: payment.id,
    bookingId: payment.bookingId,
    kind,
    mode: payment.mode,
    amountCents: fee ? (payment.noShowFeeCents ?? 0) : payment.amountCents,
    currency: payment.currency,
    paidAt: (fee ? payment.feeChargedAt : payment.paidAt)?.toISOString() ?? null,
  };
  return emitWebhookEvent(tx, deps.jobs, payment.providerId, 'payment.succeeded', data, deps.now());
}
