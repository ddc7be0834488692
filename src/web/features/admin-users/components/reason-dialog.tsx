import { type ReactNode, useState } from 'react';
import { ADMIN_REASON_MAX } from '../../../../shared/schemas/admin-users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';

export const REASON_REQUIRED = 'Indiquez le motif de cette action : il est inscrit au journal d’audit.';

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone: 'danger' | 'primary';
  pending: boolean;
  error: string | null;
  /** Called with the reason, trimmed and not empty. */
  onConfirm: (reason: string) => void;
};

/** The confirmation of an administrator's action: a required « Motif », recorded with it in the audit log. */
export function ReasonDialog({ open, onOpenChange, onConfirm, ...props }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setMissing(false);
        }
        onOpenChange(next);
      }}
      onConfirm={() => {
        const trimmed = reason.trim();
        setMissing(!trimmed);
        if (trimmed) onConfirm(trimmed);
      }}
      fields={
        <TextareaField
          label="Motif"
          required
          rows={3}
          maxLength={ADMIN_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={missing ? REASON_REQUIRED : undefined}
          hint="Inscrit au journal d’audit avec votre nom."
        />
      }
    />
  );
}
