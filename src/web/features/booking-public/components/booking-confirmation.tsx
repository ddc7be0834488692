import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import type { TCreatedBooking } from '../api/create-booking';
import { toAppPath, tokenFromManageUrl } from '../utils/booking-links';
import { changeableOnline } from '../utils/online-changes';
import { AddToCalendar } from './add-to-calendar';
import { BookingCard } from './booking-layout';
import { BookingPlace, calendarPlace } from './booking-place';
import { BookingSummary } from './booking-summary';
import { CheckoutHandOff } from './checkout-hand-off';

/**
 * The end of the journey: what was booked, how to add it to a calendar, where to change it — or,
 * for a slot inside the provider's notice, whom to call instead (issue 30). A booking that waits
 * for its payment (issue 34) is never shown as confirmed: the hand-off to Stripe instead.
 */
export function BookingConfirmation(props: TConfirmationProps) {
  if (props.created.booking.status === 'awaiting_payment')
    return (
      <CheckoutHandOff
        created={props.created}
        timeZone={props.provider.timezone}
        onAnother={props.onAnother}
      />
    );
  return <Confirmed {...props} />;
}

type TConfirmationProps = {
  created: TCreatedBooking;
  provider: Pick<TPublicProvider, 'displayName' | 'address' | 'phone' | 'timezone' | 'rules'>;
  /** « Prendre un autre rendez-vous »: back to step 1. */
  onAnother?: (() => void) | undefined;
};

function Confirmed({ created, provider, onAnother }: TConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { booking } = created;

  // The form the visitor was in is gone: focus (which also scrolls) moves to the news.
  useEffect(() => heading.current?.focus(), []);

  return (
    <BookingCard labelledBy="confirmation-title" className="space-y-5">
      <div className="flex flex-col items-center text-center">
        <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
        <h1
          id="confirmation-title"
          ref={heading}
          tabIndex={-1}
          className="mt-3 text-xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          Rendez-vous confirmé
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Un e-mail de confirmation a été envoyé à <strong>{booking.client.email}</strong>.
        </p>
      </div>
      <BookingSummary
        booking={booking}
        timeZone={provider.timezone}
        place={
          <BookingPlace location={booking.location} officeAddress={provider.address} withVideoLink={false} />
        }
        providerName={provider.displayName}
      />
      <AddToCalendar
        booking={booking}
        providerName={provider.displayName}
        address={calendarPlace(booking.location, provider.address, false)}
        token={tokenFromManageUrl(created.manageUrl)}
        manageUrl={created.manageUrl}
      />
      {changeableOnline(booking.start, provider.rules.cancellationNoticeHours) ? (
        <p className="border-t border-slate-100 pt-4 text-sm text-slate-600">
          Un empêchement ?{' '}
          <Link to={toAppPath(created.manageUrl)} className="font-semibold text-brand-700 hover:underline">
            Déplacer ou annuler mon rendez-vous
          </Link>
        </p>
      ) : (
        <p className="border-t border-slate-100 pt-4 text-sm text-slate-600">
          Ce rendez-vous ne peut plus être déplacé ni annulé en ligne (moins de{' '}
          {provider.rules.cancellationNoticeHours} h avant son début). Un empêchement ? Contactez directement{' '}
          {provider.displayName}
          {provider.phone && (
            <>
              {' '}
              au{' '}
              <a href={phoneHref(provider.phone)} className="font-semibold text-brand-700 hover:underline">
                {formatPhone(provider.phone)}
              </a>
            </>
          )}
          .{' '}
          <Link to={toAppPath(created.manageUrl)} className="font-semibold text-brand-700 hover:underline">
            Voir mon rendez-vous
          </Link>
        </p>
      )}
      {onAnother && (
        <ActionButton variant="secondary" size="sm" onClick={onAnother}>
          Prendre un autre rendez-vous
        </ActionButton>
      )}
    </BookingCard>
  );
}
