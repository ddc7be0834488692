import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { paymentReceivedLine } from '../../../shared/schemas/booking-payments';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments';
import { connectAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { confirmPaidHold, releaseHold } from '../bookings/api';
import {
  recordStripeEventOnce,
  setStripeEventOutcome,
  stripeOf,
  type TLog,
  type TWebhookOutcome,
} from '../payments/api';
import type { TBookingPaymentRow } from './dto';
import { onFeeSessionCompleted } from './fee-session';
import { markPaymentSettled, paymentOfBooking, paymentOfSession } from './payment-rows';
import { emitPaymentSucceeded } from './payment-succeeded';
import { idOf, once } from './webhook-once';

/** The event, if Stripe signed it with STRIPE_CONNECT_WEBHOOK_SECRET (400 otherwise, nothing changed). */
export function verifyConnectEvent(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const stripe = stripeOf(deps.config);
  const secret = deps.config.STRIPE_CONNECT_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new AppError('PAYMENTS_DISABLED', PAYMENT_MESSAGES.disabled);
  try {
    if (!signature) throw new Error('no signature');
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('BAD_SIGNATURE', PAYMENT_MESSAGES.badSignature);
  }
}

/** `account.updated`: the provider's account can (or can no longer) take charges. */
function onAccountUpdated(deps: AppDeps, event: Stripe.Event, account: Stripe.Account) {
  return once(deps, event, async (tx) => {
    const rows = await tx
      .update(connectAccounts)
      .set({
        chargesEnabled: account.charges_enabled,
        detailsSubmitted: account.details_submitted,
        payoutsEnabled: account.payouts_enabled,
        updatedAt: deps.now(),
      })
      .where(eq(connectAccounts.stripeAccountId, event.account ?? account.id))
      .returning({ id: connectAccounts.providerId });
    return rows.length > 0;
  });
}

/** Why a completed session is not the one opened for this payment; null when it is. */
function mismatchOf(event: Stripe.Event, session: Stripe.Checkout.Session, payment: TBookingPaymentRow) {
  if (event.account !== payment.stripeAccountId)
    return `compte ${event.account ?? 'absent'} au lieu de ${payment.stripeAccountId}`;
  if (payment.mode === 'guarantee')
    return session.mode === 'setup' ? null : `mode ${session.mode} au lieu de setup`;
  if (session.mode !== 'payment') return `mode ${session.mode} au lieu de payment`;
  if (session.currency !== payment.currency)
    return `devise ${session.currency} au lieu de ${payment.currency}`;
  if (session.amount_total !== payment.amountCents)
    return `${session.amount_total} centimes payés au lieu de ${payment.amountCents}`;
  return null;
}

/**
 * `checkout.session.completed` (or its async success): the hold's payment, checked against its
 * row (account, amount, currency), recorded once, then the booking confirmed — or refunded when its
 * slot was lost — in the one transaction of the event (ADR 0061).
 */
async function onSessionCompleted(
  deps: AppDeps,
  log: TLog,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<TWebhookOutcome> {
  if (session.metadata?.kind === 'no_show_fee') return onFeeSessionCompleted(deps, log, event, session);
  const bookingId = session.metadata?.bookingId ?? session.client_reference_id;
  const payment =
    (await paymentOfSession(deps.database.db, session.id)) ??
    (bookingId ? await paymentOfBooking(deps.database.db, bookingId) : null);
  const unpaid = session.mode === 'payment' && session.payment_status !== 'paid';
  if (!payment || unpaid) return once(deps, event, async () => false);
  let outcome: TWebhookOutcome = 'processed';
  await confirmPaidHold(deps, {
    providerId: payment.providerId,
    bookingId: payment.bookingId,
    settle: async (tx) => {
      outcome = 'processed';
      if (!(await recordStripeEventOnce(tx, event, deps.now()))) {
        outcome = 'duplicate';
        return null;
      }
      const mismatch = mismatchOf(event, session, payment);
      if (mismatch) {
        log.error(
          { stripeEvent: event.id, bookingId: payment.bookingId, mismatch },
          'stripe connect: payment rejected',
        );
        await setStripeEventOutcome(tx, event.id, 'rejected', mismatch);
        outcome = 'rejected';
        return null;
      }
      const guarantee = payment.mode === 'guarantee';
      const settled = await markPaymentSettled(tx, payment.id, {
        status: guarantee ? 'card_saved' : 'paid',
        intentId: idOf(guarantee ? session.setup_intent : session.payment_intent),
        at: deps.now(),
      });
      if (!settled) {
        await setStripeEventOutcome(tx, event.id, 'ignored', null);
        outcome = 'ignored';
        return null;
      }
      // The provider's webhooks (issue 36): money received, with the event that recorded it.
      if (settled.status === 'paid')
        await emitPaymentSucceeded(deps, tx, settled, settled.mode === 'full' ? 'full' : 'deposit');
      return paymentReceivedLine(payment.mode, payment.amountCents);
    },
  });
  return outcome;
}

/** `checkout.session.expired`: the client never paid; the hold is released if it still holds. */
async function onSessionExpired(deps: AppDeps, event: Stripe.Event, session: Stripe.Checkout.Session) {
  const payment = await paymentOfSession(deps.database.db, session.id);
  if (!payment || event.account !== payment.stripeAccountId) return once(deps, event, async () => false);
  const released = await releaseHold(deps, { providerId: payment.providerId, bookingId: payment.bookingId });
  return once(deps, event, async () => released !== null);
}

/**
 * POST /api/payments/connect/webhook (ADR 0061): one verified event of a connected account,
 * handled once (its id in `stripe_events`, in the transaction of what it changes).
 */
export async function handleConnectEvent(
  deps: AppDeps,
  log: TLog,
  event: Stripe.Event,
): Promise<TWebhookOutcome> {
  switch (event.type) {
    case 'account.updated':
      return onAccountUpdated(deps, event, event.data.object);
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onSessionCompleted(deps, log, event, event.data.object);
    case 'checkout.session.expired':
      return onSessionExpired(deps, event, event.data.object);
    default:
      return once(deps, event, async () => false);
  }
}
