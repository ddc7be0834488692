import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { BookingAnswers } from '../../../components/booking/booking-answers';
import { StatusBadge } from '../../../components/booking/booking-status';
import { ActionButton } from '../../../components/ui/action-button';
import { useCancelBookingsMutation } from '../api/cancel-booking';
import { bookingErrorMessage } from '../utils/booking-error-message';
import { BookingPlace } from './booking-place';
import { CancelConfirmDialog } from './cancel-confirm-dialog';

const LINK = 'flex items-center gap-1.5 text-sm text-brand-700 hover:underline';

type SessionAttendeeProps = {
  booking: TBooking;
  zone: string;
  /** The place is each attendee's own (a phone call, an address), not the session's. */
  showPlace: boolean;
  onOpen: (booking: TBooking) => void;
  onCancelled: (message: string) => void;
};

/** One attendee of a group session: contact, answers, their details and « Annuler sa place ». */
export function SessionAttendee({ booking, zone, showPlace, onOpen, onCancelled }: SessionAttendeeProps) {
  const { client } = booking;
  const mutation = useCancelBookingsMutation();
  const [asking, setAsking] = useState(false);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-slate-900">{client.name}</p>
        {booking.status !== 'confirmed' && <StatusBadge status={booking.status} />}
      </div>
      {client.email && (
        <a href={`mailto:${client.email}`} className={LINK}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="break-all">{client.email}</span>
        </a>
      )}
      {client.phone && (
        <a href={phoneHref(client.phone)} className={LINK}>
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {formatPhone(client.phone)}
        </a>
      )}
      {showPlace && (
        <div className="text-sm text-slate-900">
          <BookingPlace booking={booking} />
        </div>
      )}
      <BookingAnswers answers={booking.answers} className="rounded-lg bg-slate-50 p-2" />
      <div className="flex flex-wrap gap-2">
        <ActionButton variant="secondary" size="sm" onClick={() => onOpen(booking)}>
          Détails<span className="sr-only"> du rendez-vous de {client.name}</span>
        </ActionButton>
        <ActionButton
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => {
            mutation.reset();
            setAsking(true);
          }}
        >
          Annuler sa place<span className="sr-only"> ({client.name})</span>
        </ActionButton>
      </div>
      <CancelConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Annuler la place de ${client.name} ?`}
        confirmLabel="Annuler sa place"
        pending={mutation.isPending}
        error={mutation.isError ? bookingErrorMessage(mutation.error) : null}
        booking={booking}
        onConfirm={(reason, refund) =>
          mutation.mutate(
            { id: booking.id, reason, scope: 'one', refund },
            {
              onSuccess: () => {
                setAsking(false);
                onCancelled(`La place de ${client.name} est annulée.`);
              },
            },
          )
        }
      >
        <p>
          {client.name} ne fera plus partie de la séance du {formatDateTime(booking.start, zone)} ; sa place
          est libérée. Les autres inscrits gardent la leur.
          {client.email && ' Le client en sera prévenu par e-mail.'}
        </p>
      </CancelConfirmDialog>
    </li>
  );
}
