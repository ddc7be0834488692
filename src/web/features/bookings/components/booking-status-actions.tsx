import { CalendarClock, CircleCheck, CircleSlash, RotateCcw, XCircle } from 'lucide-react';
import type { TBooking, TBookingStatus } from '../../../../shared/schemas/booking';
import { STATUS_LABELS } from '../../../components/booking/booking-status';
import { ActionButton } from '../../../components/ui/action-button';
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
  if (booking.status === 'cancelled') return null;

  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      {mutation.isError && <Notice tone="error">{bookingErrorMessage(mutation.error)}</Notice>}
      {mutation.isSuccess && !mutation.isPending && (
        <Notice tone="success">Statut mis à jour : {STATUS_LABELS[mutation.data.status]}.</Notice>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Changer le statut</legend>
        {STATUS_ACTIONS.filter((action) => action.status !== booking.status).map(
          ({ status, label, icon: Icon }) => (
            <ActionButton
              key={status}
              variant="secondary"
              size="sm"
              loading={mutation.isPending && mutation.variables?.status === status}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate({ status })}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </ActionButton>
          ),
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <ActionButton variant="secondary" size="sm" onClick={onReschedule}>
          <CalendarClock className="size-4" aria-hidden="true" />
          Déplacer
        </ActionButton>
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
