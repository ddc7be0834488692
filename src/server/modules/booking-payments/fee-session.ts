import type Stripe from 'stripe';
import type { AppDeps } from '../../deps';
import { publishNotifications } from '../notifications/api';
import {
  recordStripeEventOnce,
  setStripeEventOutcome,
  type TLog,
  type TWebhookOutcome,
} from '../payments/api';
import type { TBookingPaymentRow } from './dto';
import { notifyFeeOutcome } from './no-show-fee-outcomes';
import { markFeePaidByLink, paymentOfBooking } from './payment-rows';
import { emitPaymentSucceeded } from './payment-succeeded';
import { idOf, once } from './webhook-once';

/** Why a completed fee session does not pay this booking's no-show fee; null when it does. */
function feeMismatchOf(event: Stripe.Event, session: Stripe.Checkout.Session, payment: TBookingPaymentRow) {
  if (event.account !== payment.stripeAccountId)
    return `compte ${event.account ?? 'absent'} au lieu de ${payment.stripeAccountId}`;
  if (session.mode !== 'payment') return `mode ${session.mode} au lieu de payment`;
  if (session.currency !== payment.currency)
    return `devise ${session.currency} au lieu de ${payment.currency}`;
  if (session.amount_total !== payment.noShowFeeCents)
    return `${session.amount_total} centimes payés au lieu de ${payment.noShowFeeCents} (frais d’absence)`;
  return null;
}

/**
 * `checkout.session.completed` of a no-show fee's payment link (`metadata.kind = no_show_fee`,
 * opened by no-show-fee-outcomes.ts when the bank asked the client to confirm): checked against the
 * fee (account, amount, currency), the fee recorded `charged` once and the provider told, in the
 * event's one transaction (ADR 0061). A replay, or a fee no longer waiting for the client, changes
 * nothing; a mismatch is `rejected` and logged.
 */
export async function onFeeSessionCompleted(
  deps: AppDeps,
  log: TLog,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<TWebhookOutcome> {
  const bookingId = session.metadata?.bookingId;
  const payment = bookingId ? await paymentOfBooking(deps.database.db, bookingId) : null;
  if (!payment || session.payment_status !== 'paid') return once(deps, event, async () => false);
  const done = await deps.database.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await recordStripeEventOnce(tx, event, now)))
      return { outcome: 'duplicate' as const, notice: null };
    const mismatch = feeMismatchOf(event, session, payment);
    if (mismatch) {
      log.error({ stripeEvent: event.id, bookingId, mismatch }, 'stripe connect: no-show fee rejected');
      await setStripeEventOutcome(tx, event.id, 'rejected', mismatch);
      return { outcome: 'rejected' as const, notice: null };
    }
    const paid = await markFeePaidByLink(tx, payment.id, { intentId: idOf(session.payment_intent), at: now });
    if (!paid) {
      await setStripeEventOutcome(tx, event.id, 'ignored', null);
      return { outcome: 'ignored' as const, notice: null };
    }
    await emitPaymentSucceeded(deps, tx, paid, 'no_show_fee');
    const fee = { bookingId: paid.bookingId, cents: paid.noShowFeeCents ?? 0 };
    return { outcome: 'processed' as const, notice: await notifyFeeOutcome(deps, tx, fee, 'paid') };
  });
  if (done.notice) publishNotifications(deps, [done.notice]);
  return done.outcome;
}
