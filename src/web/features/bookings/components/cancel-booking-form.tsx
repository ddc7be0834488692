import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useCancelBookingMutation } from '../api/cancel-booking';
import { bookingErrorMessage } from '../utils/booking-error-message';

type CancelBookingFormProps = {
  booking: TBooking;
  zone: string;
  onDone: (booking: TBooking) => void;
  onBack: () => void;
};

/** The confirmation step of a cancellation: what is cancelled, an optional reason, then one explicit click. */
export function CancelBookingForm({ booking, zone, onDone, onBack }: CancelBookingFormProps) {
  const [reason, setReason] = useState('');
  const mutation = useCancelBookingMutation(booking.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(reason, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900">Annuler ce rendez-vous ?</h3>
      <p className="text-sm text-slate-700">
        Le rendez-vous de <strong>{booking.client.name}</strong> ({booking.serviceName}) du{' '}
        {formatDateTime(booking.start, zone)} sera annulé et le créneau libéré. Cette action est définitive.
        {booking.client.email && ' Le client en sera prévenu par e-mail.'}
      </p>
      {mutation.isError && <Notice tone="error">{bookingErrorMessage(mutation.error)}</Notice>}
      <TextareaField
        label="Motif (facultatif)"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ActionButton variant="secondary" onClick={onBack} disabled={mutation.isPending}>
          Retour
        </ActionButton>
        <DangerButton type="submit" loading={mutation.isPending}>
          Confirmer l'annulation
        </DangerButton>
      </div>
    </form>
  );
}
