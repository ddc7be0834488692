import { formatPrice } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { CheckboxField } from '../../../components/ui/checkbox-field';

const WHAT = { deposit: "l'acompte", full: 'le paiement', guarantee: 'le paiement' } as const;

/**
 * « Rembourser l'acompte de 20,00 € au client » (issue 34), checked by default: cancelling a paid
 * booking gives the money back unless the provider unticks it (a late cancellation they keep).
 */
export function RefundChoice({
  booking,
  cents,
  checked,
  onChange,
  disabled,
}: {
  booking: TBooking;
  cents: number;
  checked: boolean;
  onChange: (refund: boolean) => void;
  disabled?: boolean;
}) {
  const what = WHAT[booking.payment?.mode ?? 'deposit'];
  return (
    <CheckboxField
      label={`Rembourser ${what} de ${formatPrice(cents)} au client`}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
