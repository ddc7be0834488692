import type Stripe from 'stripe';
import type { AppDeps } from '../../deps';
import { stripeOf } from '../payments/api';
import type { TBookingPaymentRow } from './dto';
import { recordCheckoutSession } from './payment-rows';

/** The one Idempotency-Key of a hold's Checkout session: a retried request opens the same session. */
export const checkoutKey = (bookingId: string) => `checkout:${bookingId}`;

export type THoldCheckout = {
  payment: TBookingPaymentRow;
  serviceName: string;
  clientEmail: string;
  /** The client's manage page: Stripe sends them back there, paid or not. */
  manageUrl: string;
  holdExpiresAt: Date;
};

/** What Stripe is asked for: a payment of the amount due, or a card saved for later (setup mode). */
export function checkoutParams(input: THoldCheckout): Stripe.Checkout.SessionCreateParams {
  const { payment } = input;
  const bookingId = payment.bookingId;
  const common = {
    client_reference_id: bookingId,
    metadata: { bookingId },
    customer_creation: 'always' as const,
    customer_email: input.clientEmail || undefined,
    expires_at: Math.floor(input.holdExpiresAt.getTime() / 1000),
    success_url: `${input.manageUrl}?paiement=ok`,
    cancel_url: `${input.manageUrl}?paiement=annule`,
    locale: 'fr' as const,
  };
  if (payment.mode === 'guarantee')
    return {
      ...common,
      mode: 'setup',
      currency: payment.currency,
      // Checkout's SetupIntent saves the card for off-session charges (the no-show fee).
      setup_intent_data: { metadata: { bookingId }, description: `Garantie — ${input.serviceName}` },
    };
  return {
    ...common,
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: payment.currency,
          unit_amount: payment.amountCents,
          product_data: {
            name: payment.mode === 'deposit' ? `Acompte — ${input.serviceName}` : input.serviceName,
          },
        },
      },
    ],
    payment_intent_data: { metadata: { bookingId } },
  };
}

/**
 * Opens the hold's Checkout session on the provider's connected account (ADR 0061) and records its
 * id and page. Not a job: the client waits for this answer. Throws when Stripe fails (the caller
 * releases the hold).
 */
export async function openHoldCheckout(deps: AppDeps, input: THoldCheckout): Promise<string> {
  const stripe = stripeOf(deps.config);
  if (!stripe) throw new Error('Stripe is not configured');
  const session = await stripe.checkout.sessions.create(checkoutParams(input), {
    stripeAccount: input.payment.stripeAccountId,
    idempotencyKey: checkoutKey(input.payment.bookingId),
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  await recordCheckoutSession(
    deps.database.db,
    input.payment.bookingId,
    { id: session.id, url: session.url },
    deps.now(),
  );
  return session.url;
}
