import { type ReactNode, useState } from 'react';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { refundableCents } from '../utils/refundable';
import { RefundChoice } from './refund-choice';

type CancelConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  /** One attendee's booking: when it was paid, the choice to refund it (issue 34). */
  booking?: TBooking;
  /** The optional reason typed, told to the client(s); `refund` only when the booking was paid. */
  onConfirm: (reason: string, refund?: boolean) => void;
  pending: boolean;
  error: string | null;
};

/** Asks before a cancellation in a group session, with an optional reason (and a paid place's refund). */
export function CancelConfirmDialog({ onConfirm, booking, ...props }: CancelConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(true);
  const refundable = booking ? refundableCents(booking) : 0;
  return (
    <ConfirmDialog
      {...props}
      onConfirm={() => onConfirm(reason, refundable > 0 ? refund : undefined)}
      fields={
        <div className="space-y-3">
          {booking && refundable > 0 && (
            <RefundChoice
              booking={booking}
              cents={refundable}
              checked={refund}
              onChange={setRefund}
              disabled={props.pending}
            />
          )}
          <TextareaField
            label="Motif (facultatif)"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      }
    />
  );
}
