import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatPrice, formatShortWhen } from '../../../shared/french-format';
import type { TNoShowFeeStatus } from '../../../shared/schemas/booking-payments';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notifyUser, publishNotifications, type TQueuedNotice } from '../notifications/api';
import type { TBookingPaymentRow } from './dto';
import { manageUrlOf, paidBookingOf, queueNoShowFeeLinkEmail } from './payment-emails';
import { emitPaymentSucceeded } from './payment-succeeded';

/** The fee a job works on: its booking, amount and the connected account it is charged on. */
export type TFee = { bookingId: string; cents: number; account: string };

/** A payment link for the fee stays open this long (Stripe's longest Checkout expiry is 24 h). */
const LINK_HOURS = 24;
/** Stripe counts from its own clock: a minute less keeps `expires_at` within its 24 hours. */
const CLOCK_MARGIN_SECONDS = 60;

export const noShowFeeLinkKey = (bookingId: string) => `no-show-fee-link:${bookingId}`;

/** Moves the fee on from `queued`, once: the row as it is now, or null when another run recorded it already. */
async function settle(
  tx: TDbExecutor,
  bookingId: string,
  now: Date,
  values: { feeStatus: TNoShowFeeStatus; feePaymentIntentId?: string; feeChargedAt?: Date },
): Promise<TBookingPaymentRow | null> {
  const [row] = await tx
    .update(bookingPayments)
    .set({ ...values, updatedAt: now })
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.feeStatus, 'queued')))
    .returning();
  return row ?? null;
}

/** The off-session charge succeeded: recorded once, with the provider's `payment.succeeded`. */
export async function recordFeeCharged(deps: AppDeps, bookingId: string, intentId: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const charged = await settle(tx, bookingId, now, {
      feeStatus: 'charged',
      feePaymentIntentId: intentId,
      feeChargedAt: now,
    });
    if (charged) await emitPaymentSucceeded(deps, tx, charged, 'no_show_fee');
  });
}

/**
 * The client's bank wants them to confirm: a Checkout session for the fee on the connected account
 * (one per booking, by its Idempotency-Key), e-mailed to the client with the status in one
 * transaction. Its `metadata.kind` tells the Connect webhook it pays a fee, not a booking.
 */
export async function sendFeeLink(
  deps: AppDeps,
  stripe: Stripe,
  fee: TFee & { customer: string | null },
): Promise<void> {
  const { db } = deps.database;
  const paid = await paidBookingOf(db, fee.bookingId);
  const back = (paid && manageUrlOf(deps, paid.booking)) ?? deps.config.APP_URL;
  const expiresAt = Math.floor(deps.now().getTime() / 1000) + LINK_HOURS * 3600 - CLOCK_MARGIN_SECONDS;
  const metadata = { bookingId: fee.bookingId, kind: 'no_show_fee' };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      locale: 'fr',
      ...(fee.customer ? { customer: fee.customer } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: fee.cents,
            product_data: { name: `Frais d'absence — ${paid?.serviceName ?? 'rendez-vous'}` },
          },
        },
      ],
      payment_intent_data: { metadata },
      metadata,
      expires_at: expiresAt,
      success_url: back,
      cancel_url: back,
    },
    { idempotencyKey: noShowFeeLinkKey(fee.bookingId), stripeAccount: fee.account },
  );
  if (!session.url) throw new Error(`no URL for the no-show fee session of ${fee.bookingId}`);
  const url = session.url;
  await db.transaction(async (tx) => {
    if (await settle(tx, fee.bookingId, deps.now(), { feeStatus: 'requires_action' }))
      await queueNoShowFeeLinkEmail(deps, tx, fee.bookingId, fee.cents, url);
  });
}

/**
 * The provider hears what became of the fee (in the transaction that records it): refused by the
 * bank, or paid by the client through the e-mailed link. Null when the booking is gone.
 */
export async function notifyFeeOutcome(
  deps: AppDeps,
  tx: TDbExecutor,
  fee: { bookingId: string; cents: number },
  outcome: 'failed' | 'paid',
): Promise<TQueuedNotice | null> {
  const paid = await paidBookingOf(tx, fee.bookingId);
  if (!paid) return null;
  const { booking } = paid;
  const what = `${formatPrice(fee.cents)} (${paid.serviceName}, ${formatShortWhen(booking.startAt, booking.timezone)})`;
  const notice =
    outcome === 'failed'
      ? {
          type: 'no_show_fee_failed' as const,
          title: 'Frais d’absence refusés',
          body: `La banque de ${booking.clientName} a refusé les frais d’absence de ${what}.`,
        }
      : {
          type: 'no_show_fee_paid' as const,
          title: 'Frais d’absence réglés',
          body: `${booking.clientName} a réglé en ligne les frais d’absence de ${what}.`,
        };
  return notifyUser(
    tx,
    deps.jobs,
    {
      userId: booking.providerId,
      ...notice,
      link: `/dashboard/agenda?booking=${encodeURIComponent(booking.id)}`,
      bookingId: booking.id,
    },
    deps.now(),
  );
}

/** The bank refused the card (or none was saved): the provider hears of it; nothing is retried. */
export async function recordFeeDeclined(deps: AppDeps, fee: TFee): Promise<void> {
  const now = deps.now();
  const notice = await deps.database.db.transaction(async (tx) => {
    if (!(await settle(tx, fee.bookingId, now, { feeStatus: 'failed' }))) return null;
    return notifyFeeOutcome(deps, tx, fee, 'failed');
  });
  publishNotifications(deps, [notice]);
}
