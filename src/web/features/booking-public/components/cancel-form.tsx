import { useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { DangerButton } from '../../../components/ui/danger-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useCancelBookingMutation } from '../api/cancel-booking';
import { refundNote } from '../utils/payment-texts';
import { RefusalNotice } from './refusal-notice';

type CancelFormProps = {
  /** `payment`: what a cancellation gives back is said before confirming (issue 34). */
  booking: Pick<TBooking, 'id' | 'start' | 'payment'>;
  token: string;
  timeZone: string;
  providerPhone: string;
  onCancelled: (booking: TBooking) => void;
};

function isRefusal(error: unknown): boolean {
  const { status } = parseApiError(error);
  return status === 409 || status === 422;
}

/** Optional reason, then an explicit second step before the booking is cancelled. */
export function CancelForm({ booking, token, timeZone, providerPhone, onCancelled }: CancelFormProps) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const mutation = useCancelBookingMutation();
  const refund = refundNote(booking.payment);

  const onConfirm = () =>
    mutation.mutate({ bookingId: booking.id, token, reason }, { onSuccess: onCancelled });

  // 409/422: inside the cancellation notice or already cancelled — the server says which; trying again is pointless.
  if (isRefusal(mutation.error)) {
    return <RefusalNotice message={parseApiError(mutation.error).message} phone={providerPhone} />;
  }

  return (
    <div className="space-y-4">
      {mutation.isError && <ErrorNotice error={mutation.error} />}
      <TextareaField
        label="Motif (facultatif)"
        rows={3}
        maxLength={500}
        hint="Il sera transmis au professionnel."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={confirming}
      />
      {refund && (
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-800">{refund}</p>
      )}
      {confirming ? (
        <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm font-medium text-amber-900">
            Annuler définitivement votre rendez-vous du {formatDateTime(booking.start, timeZone)} ?
          </p>
          <div className="flex flex-wrap gap-2">
            <DangerButton loading={mutation.isPending} onClick={onConfirm}>
              Oui, annuler le rendez-vous
            </DangerButton>
            <ActionButton
              variant="secondary"
              disabled={mutation.isPending}
              onClick={() => setConfirming(false)}
            >
              Non, le garder
            </ActionButton>
          </div>
        </div>
      ) : (
        <ActionButton variant="secondary" onClick={() => setConfirming(true)}>
          Annuler le rendez-vous
        </ActionButton>
      )}
    </div>
  );
}
