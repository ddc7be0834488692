import { CalendarClock, X } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TManagedBooking } from '../../../../shared/schemas/booking-responses';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import type { TPaymentReturn } from '../hooks/use-payment-return';
import { addDays, todayIn } from '../utils/calendar-dates';
import { dayWithin } from '../utils/deep-link';
import { holdExpired } from '../utils/payment-texts';
import { AddToCalendar } from './add-to-calendar';
import { BookingAnswers } from './booking-answers';
import { BookingCard } from './booking-layout';
import { BookingPlace, calendarPlace } from './booking-place';
import { BookingSummary } from './booking-summary';
import { CancelForm } from './cancel-form';
import { HoldPanel } from './hold-panel';
import { PaymentFacts, PaymentStatus } from './payment-status';
import { describeClosedBooking, RefusalNotice } from './refusal-notice';
import { ReschedulePanel } from './reschedule-panel';
import { StatusBadge } from './status-badge';

type TMode = 'view' | 'reschedule' | 'cancel';
const NOT_BACK_FROM_PAYMENT: TPaymentReturn = { returned: null, waiting: false };

/**
 * The waitlist's « plus tôt » alert (issue 33), given by the route that composes the waitlist
 * feature with this page (features never import each other).
 */
export type TEarlierSlotAlert = ComponentType<{
  bookingId: string;
  token: string;
  waitlist: TManagedBooking['waitlist'];
  onChanged: () => Promise<unknown>;
}>;

/** The booking's own page: its summary and status, add to calendar, move it or cancel it. */
export function ManageBooking({
  data,
  token,
  earlierSlotAlert: EarlierAlert,
  onChanged,
  paymentReturn = NOT_BACK_FROM_PAYMENT,
}: {
  data: TManagedBooking;
  token: string;
  earlierSlotAlert?: TEarlierSlotAlert | undefined;
  onChanged?: (() => Promise<unknown>) | undefined;
  /** How the client came back from Stripe's page, if they did (issue 34). */
  paymentReturn?: TPaymentReturn | undefined;
}) {
  const { booking, provider } = data;
  const tz = provider.timezone;
  const upcoming = booking.status === 'confirmed' && Date.parse(booking.start) > Date.now();
  const expired = holdExpired(booking, Date.now());
  const [search] = useSearchParams();
  // `?date=` (an earlier-slot offer e-mail) opens the move on that day, if the booking may still move online.
  const [offeredDay] = useState(() => {
    const today = todayIn(tz);
    const day = dayWithin(search.get('date'), today, addDays(today, 366));
    return upcoming && data.canCancel ? day : null;
  });
  const [mode, setMode] = useState<TMode>(offeredDay ? 'reschedule' : 'view');
  const [flash, setFlash] = useState<string | null>(null);

  const onRescheduled = (moved: TBooking) => {
    setMode('view');
    setFlash(
      `Votre rendez-vous a été déplacé au ${formatDateTime(moved.start, tz)}. Un e-mail de confirmation vous a été envoyé.`,
    );
  };
  const onCancelled = () => {
    setMode('view');
    setFlash('Votre rendez-vous est annulé. Un e-mail de confirmation vous a été envoyé.');
  };

  return (
    <div className="space-y-4">
      <BookingCard labelledBy="booking-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="booking-title" className="text-xl font-bold tracking-tight text-slate-900">
            Votre rendez-vous
          </h1>
          <StatusBadge status={booking.status} />
        </div>
        {flash && <Notice tone="success">{flash}</Notice>}
        {(booking.payment || paymentReturn.returned) && (
          <PaymentStatus booking={booking} back={paymentReturn} />
        )}
        <BookingSummary
          booking={booking}
          timeZone={tz}
          place={<BookingPlace location={booking.location} officeAddress={provider.address} withVideoLink />}
          providerName={provider.displayName}
        />
        <BookingAnswers answers={booking.answers} />
        <PaymentFacts payment={booking.payment} timeZone={tz} />
        {upcoming && (
          <AddToCalendar
            booking={booking}
            providerName={provider.displayName}
            address={calendarPlace(booking.location, provider.address, true)}
            token={token}
            manageUrl={data.manageUrl}
          />
        )}
        {upcoming && provider.waitlistEnabled && EarlierAlert && onChanged && (
          <EarlierAlert bookingId={booking.id} token={token} waitlist={data.waitlist} onChanged={onChanged} />
        )}
        {(booking.status === 'cancelled' || expired) && (
          <p className="text-sm text-slate-600">
            <Link
              to={`/booking/${booking.providerId}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              Reprendre rendez-vous
            </Link>
          </p>
        )}
      </BookingCard>

      {booking.status === 'awaiting_payment' && !expired && (
        <HoldPanel
          data={data}
          token={token}
          waiting={paymentReturn.waiting}
          onCancelled={() => setFlash('Votre réservation est annulée : le créneau a été libéré.')}
        />
      )}

      {booking.status === 'confirmed' && (
        <BookingCard>
          {!data.canCancel ? (
            <RefusalNotice
              message={describeClosedBooking({
                start: booking.start,
                deadline: data.cancellationDeadline,
                createdAt: booking.createdAt,
                timeZone: tz,
              })}
              phone={provider.phone}
            />
          ) : mode === 'reschedule' ? (
            <ReschedulePanel
              booking={booking}
              token={token}
              timeZone={tz}
              initialDate={offeredDay}
              onDone={onRescheduled}
              onClose={() => setMode('view')}
            />
          ) : mode === 'cancel' ? (
            <div className="space-y-3">
              <h2 className="text-base font-semibold text-slate-900">Annuler le rendez-vous</h2>
              <CancelForm
                booking={booking}
                token={token}
                timeZone={tz}
                providerPhone={provider.phone}
                onCancelled={onCancelled}
              />
              <ActionButton variant="ghost" onClick={() => setMode('view')}>
                Retour
              </ActionButton>
            </div>
          ) : (
            <div className="space-y-3">
              {data.cancellationDeadline && (
                <p className="text-sm text-slate-600">
                  Vous pouvez déplacer ou annuler ce rendez-vous en ligne jusqu’au{' '}
                  {formatDateTime(data.cancellationDeadline, tz)}.
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <ActionButton
                  onClick={() => {
                    setFlash(null);
                    setMode('reschedule');
                  }}
                >
                  <CalendarClock className="size-4" aria-hidden="true" />
                  Déplacer le rendez-vous
                </ActionButton>
                <ActionButton
                  variant="secondary"
                  onClick={() => {
                    setFlash(null);
                    setMode('cancel');
                  }}
                >
                  <X className="size-4" aria-hidden="true" />
                  Annuler le rendez-vous
                </ActionButton>
              </div>
            </div>
          )}
        </BookingCard>
      )}
    </div>
  );
}
