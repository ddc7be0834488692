import { BOOKING_PAYMENT_MESSAGES, type TServicePayment } from '../../../shared/schemas/booking-payments';
import type { TDbExecutor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { connectAccountOf } from '../booking-payments/api';

const refuse = (message: string, field: string) => new AppError('VALIDATION', message, { field });

/**
 * A service's payment rule as it will be stored (ADR 0061). Asking for a payment needs the
 * provider's Stripe account to take charges — checked when the rule changes, so that a service
 * whose account later lost that ability can still be renamed (its rule in force is then none).
 * `full` needs a price, a deposit stays within a price that is set; when only the price changed,
 * the error names the price.
 */
export async function assertPaymentRule(
  db: TDbExecutor,
  providerId: string,
  next: { payment: TServicePayment; priceCents: number },
  changed: { payment: boolean; price: boolean },
): Promise<void> {
  const { payment, priceCents } = next;
  if (payment.mode === 'none' || (!changed.payment && !changed.price)) return;
  if (changed.payment) {
    const account = await connectAccountOf(db, providerId);
    if (!account?.chargesEnabled) throw refuse(BOOKING_PAYMENT_MESSAGES.accountNotReady, 'payment');
  }
  if (payment.mode === 'full' && priceCents <= 0)
    throw refuse(BOOKING_PAYMENT_MESSAGES.fullNeedsPrice, changed.payment ? 'payment.mode' : 'priceCents');
  if (payment.mode === 'deposit' && priceCents > 0 && (payment.amountCents ?? 0) > priceCents)
    throw refuse(
      BOOKING_PAYMENT_MESSAGES.depositAbovePrice,
      changed.payment ? 'payment.amountCents' : 'priceCents',
    );
}

/** Whether a PATCH's rule differs from the stored one (a form re-sending the same rule changes nothing). */
export function samePayment(a: TServicePayment, b: TServicePayment): boolean {
  return a.mode === b.mode && a.amountCents === b.amountCents && a.noShowFeeCents === b.noShowFeeCents;
}
