import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';

type IssueInvoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
  /** What is invoiced, for which transfer (« Commande CMD-…, 29,90 € TTC, virement « … » »). */
  children: ReactNode;
};

/**
 * Asks before an administrator records a payment that issues an invoice (issue 30): the invoice
 * is final, only a credit note can cancel it.
 */
export function IssueInvoiceDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
  children,
}: IssueInvoiceDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Émettre la facture ?"
      confirmLabel="Émettre la facture"
      tone="primary"
      pending={pending}
      onConfirm={onConfirm}
    >
      <p>{children}. La facture est définitive : elle ne pourra être annulée que par un avoir.</p>
    </ConfirmDialog>
  );
}
