import type { ServerResponse } from 'node:http';
import type { TStripeCall } from './stripe-stand-in';

/** A PaymentIntent the stand-in made (an off-session charge): its answer, replayed for its key. */
export type TStandInPaymentIntent = {
  id: string;
  amount: number;
  customer: string | null;
  paymentMethod: string | null;
  stripeAccount: string | null;
  status: 'succeeded' | 'failed';
};

/** The card errors a test can ask of the next off-session charge (Stripe's own codes). */
export type TStandInCardError = 'authentication_required' | 'card_declined';

/** What the tests see and set of the guarantee's calls (issue 34). */
export type TStandInFees = {
  /** Every PaymentIntent created, by Idempotency-Key: a repeated key answers the same, as Stripe does. */
  paymentIntents: Map<string, TStandInPaymentIntent & { answer: { status: number; body: unknown } }>;
  /** The next new PaymentIntent fails with this card error (402 `card_error`), then it is cleared. */
  nextCardError: TStandInCardError | null;
};

/** The payment method and customer a guarantee's SetupIntent saved: derived from its id. */
export const savedCardOf = (setupIntentId: string) => ({
  paymentMethod: `pm_of_${setupIntentId}`,
  customer: `cus_of_${setupIntentId}`,
});

const DECLINE_CODES: Record<TStandInCardError, string> = {
  authentication_required: 'authentication_required',
  card_declined: 'generic_decline',
};

/**
 * The stand-in's routes for a card guarantee's no-show fee (issue 34): `GET /v1/setup_intents/:id`
 * (its payment method and customer) and `POST /v1/payment_intents` (an off-session charge:
 * succeeded, or the card error the test asked for, a 402 like Stripe's with the PaymentIntent in
 * the error). Answers true when it handled the call.
 */
export function feeRoutes(
  state: TStandInFees,
  next: (prefix: string) => string,
  answer: (response: ServerResponse, status: number, body: unknown) => void,
) {
  return (call: TStripeCall, response: ServerResponse): boolean => {
    const { method, path, form } = call;
    if (method === 'GET' && path.startsWith('/v1/setup_intents/')) {
      const id = path.split('/').pop() ?? '';
      const saved = savedCardOf(id);
      answer(response, 200, {
        id,
        object: 'setup_intent',
        status: 'succeeded',
        usage: 'off_session',
        payment_method: saved.paymentMethod,
        customer: saved.customer,
      });
      return true;
    }
    if (method !== 'POST' || path !== '/v1/payment_intents') return false;
    const key = String(call.headers['idempotency-key'] ?? '');
    const known = key ? state.paymentIntents.get(key) : undefined;
    if (known) {
      answer(response, known.answer.status, known.answer.body);
      return true;
    }
    const id = next('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: form.payment_method ?? null,
      metadata: { bookingId: form['metadata[bookingId]'] },
    };
    const error = state.nextCardError;
    state.nextCardError = null;
    const made = error
      ? {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: error,
              decline_code: DECLINE_CODES[error],
              message: `stand-in: ${error}`,
              payment_intent: {
                ...intent,
                status: error === 'authentication_required' ? 'requires_action' : 'requires_payment_method',
              },
            },
          },
        }
      : { status: 200, body: { ...intent, status: 'succeeded' } };
    state.paymentIntents.set(key || id, {
      id,
      amount: intent.amount,
      customer: intent.customer,
      paymentMethod: intent.payment_method,
      stripeAccount: (call.headers['stripe-account'] as string | undefined) ?? null,
      status: error ? 'failed' : 'succeeded',
      answer: made,
    });
    answer(response, made.status, made.body);
    return true;
  };
}
