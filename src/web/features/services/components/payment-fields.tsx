import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  BOOKING_PAYMENT_MESSAGES,
  connectStatusOf,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type TPaymentMode,
} from '../../../../shared/schemas/booking-payments';
import { FieldError } from '../../../components/ui/field-shell';
import { TextField } from '../../../components/ui/text-field';
import { useConnectStatusQuery } from '../../../lib/provider-data/connect-status';
import type { TServiceForm } from '../utils/service-form-schema';

export const ONLINE_PAYMENTS_PATH = '/dashboard/online-payments';

const MODE_HINTS: Record<TPaymentMode, string> = {
  none: 'Vos clients réservent sans rien payer en ligne.',
  deposit: 'Une partie du prix, payée en réservant ; remboursée si le client annule à temps.',
  full: 'Le prix de la prestation, payé en réservant ; remboursé si le client annule à temps.',
  guarantee: 'La carte du client est enregistrée sans débit ; des frais sont prélevés s’il ne vient pas.',
};

const radioClasses =
  'mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50';

/** Why only « Aucun » can be chosen, and where to change that. */
function Unavailable({ available }: { available: boolean | undefined }) {
  if (available === false)
    return <p className="mt-1 text-xs text-slate-600">{BOOKING_PAYMENT_MESSAGES.notConfigured}</p>;
  return (
    <p className="mt-1 text-xs text-slate-600">
      Votre compte Stripe doit être actif pour demander un paiement.{' '}
      <Link to={ONLINE_PAYMENTS_PATH} className="font-semibold text-brand-700 underline">
        Activer les paiements en ligne
      </Link>
    </p>
  );
}

/**
 * « Paiement à la réservation » (issue 34): none, an « acompte », the whole price or a card as a
 * guarantee. Only « Aucun » while the provider's Stripe account cannot take charges.
 */
export function PaymentFields({ form }: { form: TServiceForm }) {
  const mode = useWatch({ control: form.control, name: 'payment.mode' });
  const connect = useConnectStatusQuery();
  const active = connect.data?.available === true && connectStatusOf(connect.data.account) === 'active';
  const errors = form.formState.errors.payment;
  const modeError = errors?.mode?.message;
  return (
    <fieldset className="min-w-0" aria-describedby={modeError ? 'payment-mode-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Paiement à la réservation</legend>
      {!active && !connect.isPending && <Unavailable available={connect.data?.available} />}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {PAYMENT_MODES.map((option) => (
          <div
            key={option}
            className="flex items-start gap-2.5 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              id={`payment-${option}`}
              type="radio"
              value={option}
              aria-describedby={`payment-${option}-hint`}
              disabled={option !== 'none' && !active}
              className={radioClasses}
              {...form.register('payment.mode')}
            />
            <div className="min-w-0">
              <label htmlFor={`payment-${option}`} className="block text-sm font-medium text-slate-900">
                {option === 'none' ? 'Aucun' : PAYMENT_MODE_LABELS[option]}
              </label>
              <p id={`payment-${option}-hint`} className="text-xs text-slate-600">
                {MODE_HINTS[option]}
              </p>
            </div>
          </div>
        ))}
      </div>
      <FieldError id="payment-mode-error" message={modeError} />
      {mode === 'deposit' && (
        <TextField
          className="mt-3 max-w-48"
          label="Montant de l'acompte (€)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="20,00"
          error={errors?.amount?.message}
          {...form.register('payment.amount')}
        />
      )}
      {mode === 'guarantee' && (
        <TextField
          className="mt-3 max-w-48"
          label="Frais d'absence (€)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="30,00"
          hint="Prélevés seulement si vous marquez le client absent."
          error={errors?.noShowFee?.message}
          {...form.register('payment.noShowFee')}
        />
      )}
    </fieldset>
  );
}
