import type { TBooking } from '../../../shared/schemas/booking';
import { paymentTerms, type TServicePayment } from '../../../shared/schemas/booking-payments';
import type { TManagedBooking } from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { paymentOfBooking, type TBookingPaymentRow } from '../booking-payments/api';
import { getProviderProfile } from '../providers/api';
import { getSettings } from '../settings/api';
import { managedAlertOf } from '../waitlist/api';
import { toBookingDto } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { cancellationDeadline, clientChangeRefusal } from './client-change-rules';
import { bookingLinks, hashManageToken } from './manage-token';
import { findBookingByToken, type TBookingWithService } from './queries';

export type TPublicBookingView = TManagedBooking;

/**
 * The booking a client's token opens (only that one: the token's hash must match, and the
 * booking id too when given). Anything else is the same 404, never revealing a booking exists.
 */
export async function findByClientToken(
  deps: AppDeps,
  token: string,
  bookingId?: string,
): Promise<TBookingWithService> {
  const found = await findBookingByToken(deps.database.db, hashManageToken(token), bookingId);
  if (!found) throw bookingNotFound();
  return found;
}

export async function publicBookingView(
  deps: AppDeps,
  found: TBookingWithService,
  token: string,
): Promise<TPublicBookingView> {
  const { booking } = found;
  const db = deps.database.db;
  const [profile, settings, payment] = await Promise.all([
    getProviderProfile(db, booking.providerId),
    getSettings(db, booking.providerId),
    paymentOfBooking(db, booking.id),
  ]);
  const refusal = clientChangeRefusal({
    action: 'cancel',
    status: booking.status,
    start: booking.startAt,
    now: deps.now(),
    noticeHours: settings.cancellationNoticeHours,
    providerPhone: profile?.phone ?? '',
  });
  const dto: TBooking = toBookingDto(booking, found.service, payment);
  return {
    success: true,
    booking: dto,
    provider: {
      id: booking.providerId,
      displayName: profile?.displayName ?? '',
      // The office is the place only of an appointment there: a call or a video never shows it (issue 32).
      address: booking.locationType === 'in_person' ? (profile?.address ?? '') : '',
      phone: profile?.phone ?? '',
      timezone: profile?.timezone ?? booking.timezone,
      waitlistEnabled: settings.waitlistEnabled,
    },
    canCancel: refusal === null,
    cancellationDeadline:
      booking.status === 'confirmed'
        ? cancellationDeadline(booking.startAt, settings.cancellationNoticeHours).toISOString()
        : null,
    // Issue 33: the client's « plus tôt » alert.
    waitlist: await managedAlertOf(db, deps.jwtSecret, booking.id),
    ...bookingLinks(deps.config.APP_URL, booking, token),
    // Issue 34, a booking with a payment: while its hold waits, the page where the client pays; the terms.
    ...(payment && {
      checkoutUrl: booking.status === 'awaiting_payment' ? payment.checkoutUrl : null,
      paymentTerms: paymentTerms(ruleOf(payment), payment.amountCents, settings.cancellationNoticeHours),
    }),
  };
}

/** The rule a payment was taken under, as its row froze it (the service may have changed since). */
function ruleOf(payment: TBookingPaymentRow): TServicePayment {
  if (payment.mode === 'deposit') return { mode: 'deposit', amountCents: payment.amountCents };
  if (payment.mode === 'guarantee') return { mode: 'guarantee', noShowFeeCents: payment.noShowFeeCents ?? 0 };
  return { mode: payment.mode };
}
