import { eq } from 'drizzle-orm';
import { formatPrice, formatWhen } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import { bookings, services } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import {
  renderBookingRefunded,
  renderHoldCancelledByProvider,
  renderNoShowFeeLink,
  type TBookingPaymentEmailInput,
} from '../../mail/templates/booking-payment';
import { findProviderContact, linkSealingKey, storedBookingLinks } from '../bookings/api';

/** The booking a payment belongs to, as its e-mails and links need it (read only: bookings own it). */
export async function paidBookingOf(db: TDbExecutor, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, serviceName: services.name })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
type TPaidBooking = NonNullable<Awaited<ReturnType<typeof paidBookingOf>>>;

/** The client's manage page (null once the booking is anonymised: its sealed token is gone). */
export function manageUrlOf(deps: AppDeps, booking: TPaidBooking['booking']): string | null {
  return storedBookingLinks(deps.config.APP_URL, linkSealingKey(deps.jwtSecret), booking)?.manageUrl ?? null;
}

async function emailInput(
  deps: AppDeps,
  tx: TDbExecutor,
  paid: TPaidBooking,
  amountCents: number,
): Promise<TBookingPaymentEmailInput | null> {
  const { booking } = paid;
  // An anonymised booking has no address left to write to.
  if (!booking.clientEmail) return null;
  const provider = await findProviderContact(tx, booking.providerId);
  return {
    clientName: booking.clientName,
    providerName: provider?.displayName ?? '',
    serviceName: paid.serviceName,
    when: formatWhen(booking.startAt, booking.timezone),
    amount: formatPrice(amountCents),
    appUrl: deps.config.APP_URL,
  };
}

const TRIGGER = { userId: null, kind: 'booking_payment' } as const;

/** « Votre acompte de 20,00 € vous a été remboursé » (or « 5,00 € sur votre acompte vous ont été remboursés »), in the transaction that records the refund. */
export async function queueRefundedEmail(
  deps: AppDeps,
  tx: TDbExecutor,
  bookingId: string,
  payment: { kind: 'deposit' | 'full' | 'fee'; amountCents: number; whole: boolean },
): Promise<void> {
  const paid = await paidBookingOf(tx, bookingId);
  const input = paid && (await emailInput(deps, tx, paid, payment.amountCents));
  if (!paid || !input) return;
  const email = renderBookingRefunded({ ...input, kind: payment.kind, partial: !payment.whole });
  const message = {
    ...email,
    kind: 'booking_refunded',
    to: paid.booking.clientEmail,
    bookingId,
    trigger: TRIGGER,
  };
  await queueEmail(tx, deps.jobs, message, deps.now());
}

/** The no-show fee's payment link, when the client's bank wants to confirm the off-session charge. */
export async function queueNoShowFeeLinkEmail(
  deps: AppDeps,
  tx: TDbExecutor,
  bookingId: string,
  feeCents: number,
  payUrl: string,
): Promise<void> {
  const paid = await paidBookingOf(tx, bookingId);
  const input = paid && (await emailInput(deps, tx, paid, feeCents));
  if (!paid || !input) return;
  const email = renderNoShowFeeLink({ ...input, payUrl });
  const message = {
    ...email,
    kind: 'no_show_fee_link',
    to: paid.booking.clientEmail,
    bookingId,
    trigger: TRIGGER,
  };
  await queueEmail(tx, deps.jobs, message, deps.now());
}

/** « Votre réservation en attente de paiement a été annulée » (ADR 0061), in the cancellation's transaction. */
export async function queueHoldCancelledEmail(
  deps: AppDeps,
  tx: TDbExecutor,
  bookingId: string,
): Promise<void> {
  const paid = await paidBookingOf(tx, bookingId);
  const input = paid && (await emailInput(deps, tx, paid, 0));
  if (!paid || !input) return;
  const message = {
    ...renderHoldCancelledByProvider(input),
    kind: 'booking_hold_cancelled',
    to: paid.booking.clientEmail,
    bookingId,
    trigger: TRIGGER,
  };
  await queueEmail(tx, deps.jobs, message, deps.now());
}
