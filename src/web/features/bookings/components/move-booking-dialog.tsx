import { useState } from 'react';
import { formatDate, formatTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { useUpdateBookingMutation } from '../api/update-booking';
import { bookingErrorMessage } from '../utils/booking-error-message';

/**
 * A booking and the new start (UTC ISO) it was dragged to; `warning` says why that start is
 * unusual (outside the opening hours): the server takes it from the provider, who confirms anyway.
 */
export type TBookingMove = { booking: TBooking; start: string; warning?: string | undefined };

type MoveBookingDialogProps = {
  move: TBookingMove;
  zone: string;
  onClose: () => void;
  onMoved: (booking: TBooking) => void;
};

/**
 * Asks before a dragged booking moves, then moves it as « Déplacer » does (the same PATCH, the
 * same overlap check, the same choice to e-mail the client). A refusal stays in the dialog; the
 * booking has not moved.
 */
export function MoveBookingDialog({ move, zone, onClose, onMoved }: MoveBookingDialogProps) {
  const { booking, start, warning } = move;
  const mutation = useUpdateBookingMutation(booking.id);
  const [notifyClient, setNotifyClient] = useState(true);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="primary"
      title="Déplacer le rendez-vous ?"
      confirmLabel={warning ? 'Déplacer quand même' : 'Déplacer'}
      pending={mutation.isPending}
      error={mutation.isError ? bookingErrorMessage(mutation.error) : null}
      onConfirm={() => mutation.mutate({ start, notifyClient }, { onSuccess: onMoved })}
      fields={
        booking.client.email && (
          <CheckboxField
            label="Prévenir le client par e-mail"
            checked={notifyClient}
            onChange={(event) => setNotifyClient(event.target.checked)}
          />
        )
      }
    >
      <p>
        Déplacer le rendez-vous de <strong>{booking.client.name}</strong> au{' '}
        {formatDate(start, zone, 'weekday')} à {formatTime(start, zone)} ?
      </p>
      {warning && (
        <Notice tone="warning">
          {warning} Vos clients ne peuvent pas réserver ce créneau en ligne ; vous pouvez tout de même y
          placer ce rendez-vous.
        </Notice>
      )}
      {!booking.client.email && <p>Ce client n’a pas d’adresse e-mail : prévenez-le vous-même.</p>}
    </ConfirmDialog>
  );
}
