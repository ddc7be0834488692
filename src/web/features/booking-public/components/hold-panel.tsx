import { useState } from 'react';
import { formatTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TManagedBooking } from '../../../../shared/schemas/booking-responses';
import { ActionButton } from '../../../components/ui/action-button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { payLabel } from '../utils/payment-texts';
import { BookingCard } from './booking-layout';
import { CancelForm } from './cancel-form';

/**
 * A booking that waits for its payment (issue 34): the terms, until when the slot is held, the
 * link to Stripe's page, and a way to give the slot back. While the page confirms a payment the
 * client just made (`waiting`), no second payment is offered.
 */
export function HoldPanel({
  data,
  token,
  waiting,
  onCancelled,
}: {
  data: TManagedBooking;
  token: string;
  waiting: boolean;
  onCancelled: (booking: TBooking) => void;
}) {
  const { booking, provider } = data;
  const [cancelling, setCancelling] = useState(false);

  return (
    <BookingCard labelledBy="hold-title" className="space-y-3">
      <h2 id="hold-title" className="text-base font-semibold text-slate-900">
        Paiement en attente
      </h2>
      {data.paymentTerms && <p className="text-sm text-slate-700">{data.paymentTerms}</p>}
      {booking.holdExpiresAt && (
        <p className="text-sm font-medium text-slate-900">
          Le créneau vous est réservé jusqu'à {formatTime(booking.holdExpiresAt, provider.timezone)}.
        </p>
      )}
      {cancelling ? (
        <div className="space-y-3 border-t border-slate-100 pt-3">
          <h3 className="text-sm font-semibold text-slate-900">Annuler la réservation</h3>
          <CancelForm
            booking={booking}
            token={token}
            timeZone={provider.timezone}
            providerPhone={provider.phone}
            onCancelled={onCancelled}
          />
          <ActionButton variant="ghost" onClick={() => setCancelling(false)}>
            Retour
          </ActionButton>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {data.checkoutUrl && !waiting && (
            <a href={data.checkoutUrl} className={buttonClasses('primary', 'md')}>
              {payLabel(booking.payment?.mode ?? 'full')}
            </a>
          )}
          <ActionButton variant="secondary" onClick={() => setCancelling(true)}>
            Annuler la réservation
          </ActionButton>
        </div>
      )}
    </BookingCard>
  );
}
