import { type FormEvent, useState } from 'react';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { inZone } from '../../../lib/zoned-time';
import { useUpdateBookingMutation } from '../api/update-booking';
import { bookingErrorMessage } from '../utils/booking-error-message';
import { zonedStartIso } from '../utils/zoned-start';
import { SlotSuggestions } from './slot-suggestions';

type RescheduleFormProps = {
  booking: TBooking;
  zone: string;
  onDone: (booking: TBooking) => void;
  onBack: () => void;
};

/** Moves a booking to another date and time (PATCH start), telling the client or not; the server refuses an overlap with 409. */
export function RescheduleForm({ booking, zone, onDone, onBack }: RescheduleFormProps) {
  const current = inZone(booking.start, zone);
  const [date, setDate] = useState(current.toISODate() ?? '');
  const [time, setTime] = useState(current.toFormat('HH:mm'));
  const [invalid, setInvalid] = useState(false);
  const [notifyClient, setNotifyClient] = useState(true);
  const mutation = useUpdateBookingMutation(booking.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const start = zonedStartIso(date, time, zone);
    setInvalid(start === null);
    if (start) mutation.mutate({ start, notifyClient }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900">Déplacer le rendez-vous</h3>
      {mutation.isError && <Notice tone="error">{bookingErrorMessage(mutation.error)}</Notice>}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Nouvelle date"
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField
          label="Nouvelle heure"
          type="time"
          step={300}
          required
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={invalid ? 'Indiquez une date et une heure valides' : undefined}
        />
      </div>
      <SlotSuggestions
        serviceId={booking.serviceId}
        date={date}
        zone={zone}
        selectedTime={time}
        onPick={setTime}
      />
      {booking.client.email && (
        <CheckboxField
          label="Prévenir le client par e-mail"
          checked={notifyClient}
          onChange={(event) => setNotifyClient(event.target.checked)}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ActionButton variant="secondary" onClick={onBack} disabled={mutation.isPending}>
          Retour
        </ActionButton>
        <ActionButton type="submit" loading={mutation.isPending}>
          Déplacer le rendez-vous
        </ActionButton>
      </div>
    </form>
  );
}
