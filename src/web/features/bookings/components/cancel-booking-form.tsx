import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { type TCancelResult, useCancelBookingMutation } from '../api/cancel-booking';
import { bookingErrorMessage } from '../utils/booking-error-message';
import { refundableCents } from '../utils/refundable';
import { CancelScopeChoice, type TSeriesScope } from './cancel-scope-choice';
import { RefundChoice } from './refund-choice';

const SCOPE_TEXT: Record<Exclude<TSeriesScope, 'one'>, string> = {
  following: ' et les suivants de la série seront annulés, les créneaux libérés.',
  series: ' seront annulés, les créneaux libérés.',
};

type CancelBookingFormProps = {
  booking: TBooking;
  zone: string;
  /** The booking and every one the chosen scope took with it. */
  onDone: (result: TCancelResult) => void;
  onBack: () => void;
};

/**
 * The confirmation step of a cancellation: what is cancelled (for a series: this one, the
 * following ones or all), an optional reason, then one explicit click.
 */
export function CancelBookingForm({ booking, zone, onDone, onBack }: CancelBookingFormProps) {
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<TSeriesScope>('one');
  const refundable = refundableCents(booking);
  const [refund, setRefund] = useState(true);
  const mutation = useCancelBookingMutation(booking.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A single booking sends no scope: the server's default (this one) is all it can mean.
    mutation.mutate(
      {
        reason,
        scope: booking.seriesId ? scope : undefined,
        // Only a paid booking has something to give back: the provider's choice, said explicitly.
        refund: refundable > 0 ? refund : undefined,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900">Annuler ce rendez-vous ?</h3>
      {booking.seriesId && (
        <CancelScopeChoice value={scope} onChange={setScope} disabled={mutation.isPending} />
      )}
      <p className="text-sm text-slate-700">
        {booking.seriesId && scope === 'series'
          ? 'Tous les rendez-vous de la série de '
          : 'Le rendez-vous de '}
        <strong>{booking.client.name}</strong> ({booking.serviceName})
        {booking.seriesId && scope === 'series' ? '' : ` du ${formatDateTime(booking.start, zone)}`}
        {booking.seriesId && scope !== 'one' ? SCOPE_TEXT[scope] : ' sera annulé et le créneau libéré.'} Cette
        action est définitive.
        {booking.client.email && ' Le client en sera prévenu par e-mail.'}
      </p>
      {mutation.isError && <Notice tone="error">{bookingErrorMessage(mutation.error)}</Notice>}
      {refundable > 0 && (
        <RefundChoice
          booking={booking}
          cents={refundable}
          checked={refund}
          onChange={setRefund}
          disabled={mutation.isPending}
        />
      )}
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
