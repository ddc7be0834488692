import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { isUpgrade, type TPackId } from '../../../shared/pricing';
import { PAYMENT_MESSAGES, type TCheckoutRequest } from '../../../shared/schemas/payments';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findUserById } from '../auth/api';
import { requireProduct } from './products';
import { activeSubscriptionOf, customerIdOf } from './queries';
import { assertSellerReady } from './seller-ready';
import { recordSoldCheckout, SOLD_CURRENCY } from './sold-checkouts';
import { paymentsEnabled, stripeOf } from './stripe-client';

/** 503 PAYMENTS_DISABLED: no STRIPE_SECRET_KEY on this instance. */
export function paymentsDisabled(): AppError {
  return new AppError('PAYMENTS_DISABLED', PAYMENT_MESSAGES.disabled);
}

export function requireStripe(deps: AppDeps): Stripe {
  const stripe = stripeOf(deps.config);
  if (!stripe) throw paymentsDisabled();
  return stripe;
}

export type TLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** A Stripe call that failed: 503 with a French message, the cause in the log. */
export async function callStripe<T>(log: TLog, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, `stripe: ${what} failed`);
    throw new AppError('STRIPE_UNAVAILABLE', PAYMENT_MESSAGES.stripeUnavailable);
  }
}

/** A monthly pack while a card subscription runs: only an upgrade goes through Checkout. */
async function checkSubscriptionChange(deps: AppDeps, userId: string, packId: TPackId): Promise<void> {
  const current = await activeSubscriptionOf(deps.database.db, userId);
  if (!current) return;
  if (current.packId === packId) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadySubscribed);
  if (!isUpgrade(current.packId as TPackId, packId))
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.downgradeByPortal, { field: 'packId' });
}

/**
 * POST /api/billing/checkout (ADR 0037): a Stripe Checkout session for a pack (monthly
 * subscription; the event pack once) or a recharge, priced from our catalogue, tax included with
 * its rate stated. Only what the session sells is written here (`stripe_checkouts`, which the webhook
 * checks the paid session against); the signed webhook records the payment.
 */
export async function createCheckout(
  deps: AppDeps,
  log: TLog,
  userId: string,
  body: TCheckoutRequest,
): Promise<string> {
  const stripe = requireStripe(deps);
  const product = requireProduct(body.packId ?? body.rechargeId ?? '');
  await assertSellerReady(deps.database.db, deps, 'provider');
  if (product.monthly) await checkSubscriptionChange(deps, userId, product.id as TPackId);
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Utilisateur introuvable');
  const customer = await customerIdOf(deps.database.db, userId);
  const metadata = { userId, productId: product.id, vatRate: String(product.vatRateBp / 100) };
  const base = `${deps.config.APP_URL}/dashboard/subscription`;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: product.monthly ? 'subscription' : 'payment',
    client_reference_id: userId,
    metadata,
    locale: 'fr',
    ...(customer ? { customer } : { customer_email: user.email }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: SOLD_CURRENCY,
          unit_amount: product.priceCents,
          tax_behavior: 'inclusive',
          product_data: {
            name: product.name,
            description: `${product.label}. Prix TTC, TVA ${product.vatRateBp / 100} % incluse.`,
          },
          ...(product.monthly && { recurring: { interval: 'month' as const } }),
        },
      },
    ],
    ...(product.monthly ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: `${base}?paiement=ok`,
    cancel_url: `${base}?paiement=annule`,
  };
  const session = await callStripe(log, 'checkout session', () => stripe.checkout.sessions.create(params));
  if (!session.url) throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.stripeUnavailable);
  await recordSoldCheckout(deps.database.db, {
    sessionId: session.id,
    userId,
    productType: product.type,
    productId: product.id,
    amountCents: product.priceCents,
    currency: SOLD_CURRENCY,
    createdAt: deps.now(),
  });
  return session.url;
}

/** POST /api/billing/portal: Stripe's page to change the card, see Stripe's receipts or cancel. */
export async function createPortal(deps: AppDeps, log: TLog, userId: string): Promise<string> {
  const stripe = requireStripe(deps);
  const customer = await customerIdOf(deps.database.db, userId);
  if (!customer) throw new AppError('CONFLICT', PAYMENT_MESSAGES.noSubscription);
  const session = await callStripe(log, 'portal session', () =>
    stripe.billingPortal.sessions.create({
      customer,
      locale: 'fr',
      return_url: `${deps.config.APP_URL}/dashboard/subscription`,
    }),
  );
  return session.url;
}

/** GET /api/billing/subscription. */
export async function subscriptionStatus(deps: AppDeps, userId: string) {
  const current = await activeSubscriptionOf(deps.database.db, userId);
  return {
    paymentsEnabled: paymentsEnabled(deps.config),
    subscription: current
      ? { packId: current.packId as TPackId, since: current.createdAt.toISOString() }
      : null,
  };
}
