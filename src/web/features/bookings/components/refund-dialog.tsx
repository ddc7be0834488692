import { useState } from 'react';
import { centsToInput, formatPrice, parsePriceCents } from '../../../../shared/french-format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';

/** The amount typed, in cents, or why it cannot be refunded (French, for under the field). */
export function refundAmountOf(raw: string, refundable: number): { cents: number } | { error: string } {
  const cents = parsePriceCents(raw);
  if (cents === null) return { error: 'Saisissez un montant comme 20,00' };
  if (cents < 1) return { error: 'Le montant à rembourser est d’au moins 0,01 €' };
  if (cents > refundable)
    return { error: `Le montant ne peut pas dépasser ${formatPrice(refundable)}, ce qui reste à rembourser` };
  return { cents };
}

/**
 * « Rembourser » (issue 34): the amount to give back, all that is left pre-filled; a smaller one
 * refunds that part. `onRefund` gets undefined for all that is left (asked twice, refunded once).
 */
export function RefundDialog({
  open,
  onOpenChange,
  clientName,
  what,
  refundable,
  pending,
  error,
  onRefund,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientName: string;
  /** « les frais d’absence » when the refund gives back a charged no-show fee. */
  what: string | null;
  refundable: number;
  pending: boolean;
  error: unknown;
  onRefund: (amountCents: number | undefined) => void;
}) {
  const [raw, setRaw] = useState(() => centsToInput(refundable));
  const [invalid, setInvalid] = useState<string | null>(null);
  const server = error ? parseApiError(error) : null;
  const fieldError = invalid ?? (server?.field === 'amountCents' ? server.message : undefined);
  const typed = refundAmountOf(raw, refundable);
  const shown = 'cents' in typed ? typed.cents : refundable;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setRaw(centsToInput(refundable));
        setInvalid(null);
        onOpenChange(next);
      }}
      title={`Rembourser ${formatPrice(shown)} à ${clientName} ?`}
      confirmLabel="Rembourser"
      pending={pending}
      error={server && server.field !== 'amountCents' ? server.message : null}
      onConfirm={() => {
        const amount = refundAmountOf(raw, refundable);
        if ('error' in amount) return setInvalid(amount.error);
        setInvalid(null);
        onRefund(amount.cents === refundable ? undefined : amount.cents);
      }}
      fields={
        <TextField
          label="Montant"
          inputMode="decimal"
          autoComplete="off"
          value={raw}
          onChange={(event) => {
            setRaw(event.target.value);
            setInvalid(null);
          }}
          error={fieldError}
          hint={`En euros, au plus ${formatPrice(refundable)}.`}
        />
      }
    >
      <p>
        {what
          ? `Vous rendez ${what} prélevés. Le remboursement est fait sur votre compte Stripe.`
          : 'Le remboursement est fait sur votre compte Stripe.'}
      </p>
    </ConfirmDialog>
  );
}
