import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../../shared/french-format';
import { ActionButton } from '../../../components/ui/action-button';
import { buttonClasses } from '../../../components/ui/button-styles';
import type { TCreatedBooking } from '../api/create-booking';
import { toAppPath } from '../utils/booking-links';
import { BookingCard } from './booking-layout';
import { BookingSummary } from './booking-summary';

/**
 * After booking a service that asks a payment (issue 34): the booking is only held, never shown as
 * confirmed. The browser is on its way to Stripe's page; the link stays in case it was blocked, or
 * for a client who came back here without paying.
 */
export function CheckoutHandOff({
  created,
  timeZone,
  onAnother,
}: {
  created: TCreatedBooking;
  timeZone: string;
  onAnother?: (() => void) | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { booking, checkoutUrl } = created;
  useEffect(() => heading.current?.focus(), []);

  return (
    <BookingCard labelledBy="hold-title" className="space-y-5">
      <div className="flex flex-col items-center text-center">
        <CreditCard className="size-12 text-violet-700" aria-hidden="true" />
        <h1
          id="hold-title"
          ref={heading}
          tabIndex={-1}
          className="mt-3 text-xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          Paiement en attente
        </h1>
        <p role="status" className="mt-1 text-sm text-slate-600">
          {checkoutUrl
            ? 'Redirection vers la page de paiement sécurisée Stripe…'
            : 'Votre rendez-vous sera confirmé une fois le paiement reçu.'}
        </p>
        {booking.holdExpiresAt && (
          <p className="mt-1 text-sm text-slate-600">
            Le créneau vous est réservé jusqu'à {formatTime(booking.holdExpiresAt, timeZone)}.
          </p>
        )}
      </div>
      {checkoutUrl && (
        <a href={checkoutUrl} className={`${buttonClasses('primary', 'lg')} w-full`}>
          Continuer vers le paiement
        </a>
      )}
      <BookingSummary booking={booking} timeZone={timeZone} />
      <p className="border-t border-slate-100 pt-4 text-sm text-slate-600">
        <Link to={toAppPath(created.manageUrl)} className="font-semibold text-brand-700 hover:underline">
          Voir ma réservation
        </Link>
      </p>
      {onAnother && (
        <ActionButton variant="secondary" size="sm" onClick={onAnother}>
          Prendre un autre rendez-vous
        </ActionButton>
      )}
    </BookingCard>
  );
}
