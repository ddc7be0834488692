import { afterAll, beforeAll } from 'vitest';
import { PACKS, RECHARGES, SMS_RECHARGES } from '../shared/pricing';
import type { TInvoice } from '../shared/schemas/payments';
import type { TOrder } from '../shared/schemas/shop';
import { createTestApp, type TestApp } from './app';
import { createUser } from './factories';
import { TEST_SELLER } from './seller';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

export type TPaymentsWorld = {
  t: TestApp;
  stripe: StripeStandIn;
  adminToken: string;
  /** The app's log lines (JSON, level info and up), with `setUpPaymentsWorld({ logs: true })`. */
  logs: string[];
};

/**
 * A test app with card payments on, pointed at a local Stripe stand-in, and an administrator who
 * gave the seller's identity.
 */
export function setUpPaymentsWorld(options: { stripe?: boolean; logs?: boolean } = {}): TPaymentsWorld {
  const world = { logs: [] as string[] } as TPaymentsWorld;
  beforeAll(async () => {
    world.stripe = await startStripeStandIn();
    world.t = await createTestApp({
      env: options.stripe === false ? {} : world.stripe.env,
      ...(options.logs && { logStream: { write: (line: string) => void world.logs.push(line) } }),
    });
    const admin = await createUser(world.t.deps, { role: 'admin' });
    world.adminToken = await world.t.login(admin.email, admin.password);
    // An invoice needs the seller's mandatory mentions (issue 30): the administrators gave them.
    const seller = await world.t.put(
      '/api/admin/config',
      { seller: TEST_SELLER },
      { token: world.adminToken },
    );
    if (seller.statusCode !== 200) throw new Error(`seller configuration refused: ${seller.body}`);
  });
  afterAll(async () => {
    await world.t.close();
    await world.stripe.close();
  });
  return world;
}

/** A signed-in provider with a legal name, an address and a SIRET (the invoice's buyer). */
export async function payingProvider(t: TestApp) {
  const user = await createUser(t.deps, {
    name: 'Élodie Brûlé',
    nom: 'Cabinet Élodie Brûlé',
    adresse: '12 rue de la Forêt, 25000 Besançon',
    siret: '73282932000074',
  });
  return { ...user, token: await t.login(user.email, user.password) };
}

export const priceOf = (productId: string) =>
  [...PACKS, ...RECHARGES, ...SMS_RECHARGES].find((p) => p.id === productId)?.priceCents ?? 0;

let sequence = 0;
/** A Checkout session as Stripe sends it once paid: a subscription for monthly packs, a PaymentIntent otherwise. */
export function paidSession(userId: string, productId: string, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const monthly = PACKS.some((p) => p.id === productId && p.validityDays === null);
  return {
    id: `cs_paid_${sequence}`,
    object: 'checkout.session',
    mode: monthly ? 'subscription' : 'payment',
    payment_status: 'paid',
    status: 'complete',
    client_reference_id: userId,
    metadata: { userId, productId, vatRate: '20' },
    amount_total: priceOf(productId),
    currency: 'eur',
    customer: `cus_${userId.slice(0, 8)}`,
    subscription: monthly ? `sub_${sequence}` : null,
    invoice: monthly ? `in_${sequence}` : null,
    payment_intent: monthly ? null : `pi_${sequence}`,
    ...overrides,
  };
}

/**
 * Delivers a signed event to the webhook, as Stripe does (raw JSON, `Stripe-Signature`), a second
 * after the previous one: documents issued in turn have dates in turn.
 */
export function deliver(t: TestApp, event: { payload: string; signature: string }) {
  t.clock.advance(1000);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
}

/** Deliveries all at once, as Stripe makes them when it retries while the first is still running. */
export function deliverAll(t: TestApp, events: readonly { payload: string; signature: string }[]) {
  return Promise.all(
    events.map((event) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      }),
    ),
  );
}

/** The id of a Checkout session the provider opened through the API (the stand-in's page URL ends with it). */
export async function openedSession(
  t: TestApp,
  token: string,
  body: { packId: string } | { rechargeId: string },
): Promise<string> {
  const response = await t.post('/api/billing/checkout', body, { token });
  if (response.statusCode !== 200) throw new Error(`checkout refused: ${response.body}`);
  return sessionIdOf(response.json<{ url: string }>().url);
}

/** The Checkout session id at the end of a stand-in payment page's URL. */
export const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

export async function invoicesOf(t: TestApp, token: string): Promise<TInvoice[]> {
  return (await t.get('/api/billing/invoices', { token })).json<{ invoices: TInvoice[] }>().invoices;
}

/** A shop product the administrators just created (name, price, stock as given). */
export async function shopProduct(
  w: TPaymentsWorld,
  product: { name: string; priceCents: number; stock: number },
): Promise<string> {
  const created = await w.t.post(
    '/api/admin/products',
    { ...product, vatRate: 20, personalised: false },
    { token: w.adminToken },
  );
  if (created.statusCode !== 201) throw new Error(`product refused: ${created.body}`);
  return created.json<{ product: { id: string } }>().product.id;
}

/** A provider's shop order of `quantity` of one product, sent to an address in France, through the API. */
export async function placeShopOrder(
  t: TestApp,
  token: string,
  productId: string,
  quantity = 1,
): Promise<{ order: TOrder; checkoutUrl: string }> {
  const shippingAddress = {
    name: 'Élodie Brûlé',
    line1: '12 rue de la Forêt',
    postalCode: '25000',
    city: 'Besançon',
    country: 'FR',
  };
  const placed = await t.post(
    '/api/shop/orders',
    { items: [{ productId, quantity }], shippingAddress },
    { token },
  );
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.body}`);
  return placed.json<{ order: TOrder; checkoutUrl: string }>();
}
