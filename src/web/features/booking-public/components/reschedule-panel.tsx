import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking, TSlot } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { parseApiError } from '../../../lib/parse-api-error';
import { usePublicProviderQuery } from '../api/get-public-provider';
import { useRescheduleBookingMutation } from '../api/reschedule-booking';
import { SLOT_JUST_TAKEN, useLiveAvailability } from '../hooks/use-live-availability';
import { monthOf, todayIn } from '../utils/calendar-dates';
import { isConflict } from '../utils/error-status';
import { changeableOnline, lateBookingNotice } from '../utils/online-changes';
import { LateNotice } from './late-notice';
import { SlotPicker } from './slot-picker';

type ReschedulePanelProps = {
  booking: Pick<TBooking, 'id' | 'providerId' | 'serviceId'>;
  token: string;
  timeZone: string;
  /** The day to open on (an earlier-slot offer e-mail's `?date=`), else none chosen. */
  initialDate?: string | null;
  onDone: (booking: TBooking) => void;
  onClose: () => void;
};

/**
 * Moving a booking: the booking page's calendar and slots for the same service, then a
 * confirmation. The server swaps the slots atomically and answers 409 if the new one is gone.
 */
export function ReschedulePanel({
  booking,
  token,
  timeZone,
  initialDate = null,
  onDone,
  onClose,
}: ReschedulePanelProps) {
  const provider = usePublicProviderQuery(booking.providerId);
  const [month, setMonth] = useState(() => monthOf(initialDate ?? todayIn(timeZone)));
  const [date, setDate] = useState<string | null>(initialDate);
  const [slot, setSlot] = useState<TSlot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useRescheduleBookingMutation(booking.providerId);
  const lateNoticeId = useId();

  useLiveAvailability(booking.providerId, slot, () => {
    setSlot(null);
    setNotice(SLOT_JUST_TAKEN);
  });

  const onConfirm = () => {
    if (!slot) return;
    mutation.mutate(
      { bookingId: booking.id, token, start: slot.start },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!isConflict(error)) return;
          setSlot(null);
          setNotice(parseApiError(error).message);
        },
      },
    );
  };

  if (provider.isPending) return <InlineSpinner label="Chargement des disponibilités…" />;
  if (provider.isError) return <ErrorNotice error={provider.error} />;
  const { rules, displayName } = provider.data;
  // A new time inside the notice cannot be changed online any more: said before confirming (issue 30).
  const lateNotice =
    slot && !changeableOnline(slot.start, rules.cancellationNoticeHours)
      ? lateBookingNotice(rules.cancellationNoticeHours, displayName)
      : undefined;

  return (
    <div className="space-y-4">
      <h2 className="text-base font-semibold text-slate-900">Choisissez un nouvel horaire</h2>
      {notice && <Notice tone="warning">{notice}</Notice>}
      <SlotPicker
        providerId={booking.providerId}
        serviceId={booking.serviceId}
        timeZone={timeZone}
        maxAdvanceDays={rules.maxAdvanceDays}
        month={month}
        date={date}
        slot={slot}
        onMonthChange={setMonth}
        onDateChange={(next) => {
          setDate(next);
          setSlot(null);
        }}
        onSlotChange={(next) => {
          mutation.reset();
          setNotice(null);
          setSlot(next);
        }}
      />
      {mutation.isError && !isConflict(mutation.error) && <ErrorNotice error={mutation.error} />}
      {slot ? (
        <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-900">
            Déplacer au {formatDateTime(slot.start, timeZone, 'weekday')} ?
          </p>
          {lateNotice && <LateNotice id={lateNoticeId}>{lateNotice}</LateNotice>}
          <div className="flex flex-wrap gap-2">
            <ActionButton
              loading={mutation.isPending}
              onClick={onConfirm}
              aria-describedby={lateNotice ? lateNoticeId : undefined}
            >
              Confirmer le déplacement
            </ActionButton>
            <ActionButton variant="secondary" disabled={mutation.isPending} onClick={onClose}>
              Garder l’horaire actuel
            </ActionButton>
          </div>
        </div>
      ) : (
        <ActionButton variant="ghost" onClick={onClose}>
          Garder l’horaire actuel
        </ActionButton>
      )}
    </div>
  );
}
