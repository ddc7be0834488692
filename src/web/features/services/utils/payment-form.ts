import { z } from 'zod';
import { centsToInput, formatPrice, parsePriceCents } from '../../../../shared/french-format';
import {
  BOOKING_PAYMENT_MESSAGES,
  MAX_PAYMENT_CENTS,
  MIN_PAYMENT_CENTS,
  PAYMENT_MODES,
  type TServicePayment,
} from '../../../../shared/schemas/booking-payments';

/** « Paiement à la réservation » as typed: the mode, and the amounts in euros the French way. */
export type TPaymentFormValues = { mode: TServicePayment['mode']; amount: string; noShowFee: string };

export const NO_PAYMENT_FORM: TPaymentFormValues = { mode: 'none', amount: '', noShowFee: '' };

export function paymentToForm(payment: TServicePayment): TPaymentFormValues {
  return {
    mode: payment.mode,
    amount: payment.amountCents === undefined ? '' : centsToInput(payment.amountCents),
    noShowFee: payment.noShowFeeCents === undefined ? '' : centsToInput(payment.noShowFeeCents),
  };
}

/** The amount typed under `field`, in cents; a French message under it when it is none or out of bounds. */
function cents(raw: string, field: 'amount' | 'noShowFee', ctx: z.RefinementCtx): number | undefined {
  const what = field === 'amount' ? "L'acompte" : "Les frais d'absence";
  const value = parsePriceCents(raw);
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (raw.trim() === '')
    issue(
      field === 'amount' ? "Indiquez le montant de l'acompte" : "Indiquez le montant des frais d'absence",
    );
  else if (value === null) issue(`${what} : saisissez un montant comme 20,00`);
  else if (value < MIN_PAYMENT_CENTS) issue(`${what} est d'au moins ${formatPrice(MIN_PAYMENT_CENTS)}`);
  else if (value > MAX_PAYMENT_CENTS) issue(`${what} est d'au plus ${formatPrice(MAX_PAYMENT_CENTS)}`);
  else return value;
  return undefined;
}

/** The rule as the API takes it: only the amount the mode uses (an other mode's leftover is dropped). */
export const ZPaymentForm = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: 'Mode de paiement inconnu' }),
    amount: z.string(),
    noShowFee: z.string(),
  })
  .transform(({ mode, amount, noShowFee }, ctx): TServicePayment => {
    if (mode === 'deposit') return { mode, amountCents: cents(amount, 'amount', ctx) };
    if (mode === 'guarantee') return { mode, noShowFeeCents: cents(noShowFee, 'noShowFee', ctx) };
    return { mode };
  });

/** The rules that need the price too: a deposit within it, a full payment of more than 0 €. */
export function checkPaymentAgainstPrice(
  { payment, price }: { payment: TServicePayment; price: number },
  ctx: z.RefinementCtx,
): void {
  if (payment.mode === 'deposit' && price > 0 && (payment.amountCents ?? 0) > price)
    ctx.addIssue({
      code: 'custom',
      path: ['payment', 'amount'],
      message: BOOKING_PAYMENT_MESSAGES.depositAbovePrice,
    });
  if (payment.mode === 'full' && price === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['payment', 'mode'],
      message: BOOKING_PAYMENT_MESSAGES.fullNeedsPrice,
    });
}

/** A server error on `payment…` named under the matching input. */
export function paymentFieldFor(apiField: string): 'payment.mode' | 'payment.amount' | 'payment.noShowFee' {
  if (apiField.startsWith('payment.amountCents')) return 'payment.amount';
  if (apiField.startsWith('payment.noShowFeeCents')) return 'payment.noShowFee';
  return 'payment.mode';
}

export function samePayment(a: TServicePayment, b: TServicePayment): boolean {
  return a.mode === b.mode && a.amountCents === b.amountCents && a.noShowFeeCents === b.noShowFeeCents;
}
