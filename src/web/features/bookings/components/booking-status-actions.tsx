import { CalendarClock, CircleCheck, CircleSlash, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking, TBookingStatus } from '../../../../shared/schemas/booking';
import { STATUS_LABELS } from '../../../components/booking/booking-status';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { useUpdateBookingMutation } from '../api/update-booking';
import { bookingErrorMessage } from '../utils/booking-error-message';

const STATUS_ACTIONS: ReadonlyArray<{
  status: Exclude<TBookingStatus, 'cancelled'>;
  label: string;
  icon: typeof CircleCheck;
}> = [
  { status: 'completed', label: 'Marquer effectué', icon: CircleCheck },
  { status: 'no_show', label: 'Marquer absent', icon: CircleSlash },
  { status: 'confirmed', label: 'Marquer confirmé', icon: RotateCcw },
];

type BookingStatusActionsProps = {
  booking: TBooking;
  onReschedule: () => void;
  onCancel: () => void;
};

/** What can be done with a live booking; a cancelled one is final (the server refuses to revive it). */
export function BookingStatusActions({ booking, onReschedule, onCancel }: BookingStatusActionsProps) {
  const mutation = useUpdateBookingMutation(booking.id);
  const [asking, setAsking] = useState<(typeof STATUS_ACTIONS)[number] | null>(null);
  if (booking.status === 'cancelled') return null;
  // A hold waits for the client's payment (issue 34): only the payment confirms it; it can be cancelled.
  const holding = booking.status === 'awaiting_payment';
  // Effectué or absent says what happened: only once the appointment has begun (issue 15).
  const started = new Date(booking.start).getTime() <= Date.now();
  const actions = holding
    ? []
    : STATUS_ACTIONS.filter(
        (action) => action.status !== booking.status && (started || action.status === 'confirmed'),
      );

  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      {mutation.isError && <Notice tone="error">{bookingErrorMessage(mutation.error)}</Notice>}
      {mutation.isSuccess && !mutation.isPending && (
        <Notice tone="success">Statut mis à jour : {STATUS_LABELS[mutation.data.status]}.</Notice>
      )}
      {!holding && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Changer le statut</legend>
          {actions.map((action) => {
            const { status, label, icon: Icon } = action;
            return (
              <ActionButton
                key={status}
                variant="secondary"
                size="sm"
                loading={mutation.isPending && mutation.variables?.status === status}
                disabled={mutation.isPending}
                onClick={() => (status === 'confirmed' ? mutation.mutate({ status }) : setAsking(action))}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </ActionButton>
            );
          })}
          {!started && (
            <p className="basis-full text-sm text-slate-600">
              « Effectué » et « Absent » se marquent à partir de l’heure du rendez-vous.
            </p>
          )}
        </fieldset>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        tone="primary"
        title={
          asking?.status === 'no_show' ? 'Marquer le client absent ?' : 'Marquer ce rendez-vous effectué ?'
        }
        confirmLabel={asking?.label ?? ''}
        onConfirm={() => {
          if (asking) mutation.mutate({ status: asking.status });
          setAsking(null);
        }}
      >
        <p>
          {booking.client.name}, {formatDateTime(booking.start, booking.timezone)} :{' '}
          {asking?.status === 'no_show'
            ? 'le rendez-vous sera noté comme manqué (le client ne s’est pas présenté).'
            : 'le rendez-vous sera noté comme effectué.'}
        </p>
      </ConfirmDialog>
      <div className="flex flex-wrap gap-2">
        {!holding && (
          <ActionButton variant="secondary" size="sm" onClick={onReschedule}>
            <CalendarClock className="size-4" aria-hidden="true" />
            Déplacer
          </ActionButton>
        )}
        <ActionButton
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onCancel}
        >
          <XCircle className="size-4" aria-hidden="true" />
          Annuler le rendez-vous
        </ActionButton>
      </div>
    </div>
  );
}
