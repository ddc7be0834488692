import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { HOLD_MINUTES } from '../../../../shared/schemas/booking-payments';

/** The service's payment rule and the sentence the server wrote for it (issue 34). */
export type TFormPayment = Pick<TPublicProvider['services'][number], 'payment' | 'paymentTerms'>;

const SUBMIT_LABELS = {
  none: 'Confirmer le rendez-vous',
  deposit: "Réserver et payer l'acompte",
  full: 'Réserver et payer',
  guarantee: 'Réserver et enregistrer ma carte',
} as const;

/** The form's button says what pressing it commits to: booking, and paying or leaving a card. */
export function submitLabel(payment: TFormPayment['payment'] | undefined): string {
  return SUBMIT_LABELS[payment?.mode ?? 'none'];
}

/**
 * The conditions, right above the button, before the client commits: the amount and what a
 * cancellation in time gives back (ADR 0061). Nothing without a sentence (a service that asks none).
 */
export function PaymentTerms({ id, service }: { id: string; service: TFormPayment }) {
  if (!service.paymentTerms) return null;
  return (
    <p
      id={id}
      className="rounded-lg border border-violet-200 bg-violet-50 px-3 py-2.5 text-sm text-violet-950"
    >
      {service.paymentTerms}
    </p>
  );
}

/** Under the button: who takes the payment, and how long the slot waits for it. */
export function StripeLine() {
  return (
    <p className="text-center text-xs text-slate-600">
      Paiement sécurisé par Stripe. Le créneau vous est réservé {HOLD_MINUTES} minutes.
    </p>
  );
}
