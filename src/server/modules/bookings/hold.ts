import {
  BOOKING_PAYMENT_MESSAGES,
  HOLD_MINUTES,
  type TServicePayment,
} from '../../../shared/schemas/booking-payments';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { hasQuotaLeft, quotaExhausted } from '../billing/api';
import {
  connectAccountOf,
  effectivePayment,
  insertHoldPayment,
  openHoldCheckout,
  type TBookingPaymentRow,
} from '../booking-payments/api';
import type { TBookingRow } from './booking-dto';
import { releaseHold } from './release-hold';

/** What a public booking of this service must be paid with now, and on which account; null: nothing. */
export type THoldRule = { payment: TServicePayment; stripeAccountId: string };

/**
 * The rule in force for a public booking (ADR 0061): the service's own while the provider's
 * account can take charges and this instance speaks Stripe; a manual booking never asks.
 */
export async function holdRuleOf(
  deps: AppDeps,
  tx: TDbExecutor,
  providerId: string,
  service: { payment: TServicePayment },
  isPublic: boolean,
): Promise<THoldRule | null> {
  if (!isPublic || service.payment.mode === 'none' || !deps.config.STRIPE_SECRET_KEY) return null;
  const account = await connectAccountOf(tx, providerId);
  const payment = effectivePayment(service.payment, account?.chargesEnabled ?? false);
  if (!account || payment.mode === 'none') return null;
  return { payment, stripeAccountId: account.stripeAccountId };
}

export const holdEndOf = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000);

/**
 * In the booking's transaction: the quota is checked (a public booking with none left is refused)
 * but not consumed, and the payment row is written. Nothing else: a hold counts against nothing
 * until its payment confirms it.
 */
export async function placeHold(
  tx: TDbExecutor,
  input: { row: TBookingRow; rule: THoldRule; priceCents: number; now: Date },
): Promise<TBookingPaymentRow> {
  if (!(await hasQuotaLeft(tx, input.row.providerId, input.now))) throw quotaExhausted();
  return insertHoldPayment(tx, {
    bookingId: input.row.id,
    providerId: input.row.providerId,
    stripeAccountId: input.rule.stripeAccountId,
    payment: input.rule.payment,
    priceCents: input.priceCents,
    now: input.now,
  });
}

/**
 * After the hold's commit: its Checkout session on the connected account. Should Stripe fail, the
 * hold is released at once (the slot is free again, the idempotent retry may try anew) and the
 * client reads a 502.
 */
export async function openCheckoutOrRelease(
  deps: AppDeps,
  hold: { row: TBookingRow; payment: TBookingPaymentRow; serviceName: string; manageUrl: string },
): Promise<string> {
  try {
    return await openHoldCheckout(deps, {
      payment: hold.payment,
      serviceName: hold.serviceName,
      clientEmail: hold.row.clientEmail,
      manageUrl: hold.manageUrl,
      holdExpiresAt: hold.row.holdExpiresAt ?? holdEndOf(deps.now()),
    });
  } catch {
    await releaseHold(deps, { providerId: hold.row.providerId, bookingId: hold.row.id, forgetReplay: true });
    throw new AppError('PAYMENT_GATEWAY', BOOKING_PAYMENT_MESSAGES.stripeUnavailable);
  }
}
