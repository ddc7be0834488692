import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';

type CancelConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  /** The optional reason typed, told to the client(s). */
  onConfirm: (reason: string) => void;
  pending: boolean;
  error: string | null;
};

/** Asks before a cancellation in a group session, with an optional reason. */
export function CancelConfirmDialog({ onConfirm, ...props }: CancelConfirmDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      {...props}
      onConfirm={() => onConfirm(reason)}
      fields={
        <TextareaField
          label="Motif (facultatif)"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      }
    />
  );
}
