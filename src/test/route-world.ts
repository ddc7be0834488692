import { linkSealingKey } from '../server/modules/bookings/api';
import { waitlistLeaveToken } from '../server/modules/waitlist/leave-token';
import { createApiKey } from './api-key-factories';
import { createTestApp, linkIn, type TCsrfPair, type TestApp } from './app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from './booking-factories';
import { createUser } from './factories';
import { TEST_SELLER } from './seller';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';
import { TEST_STRIPE_CONNECT_WEBHOOK_SECRET } from './stripe-stand-in-connect';
import { addWaitlistEntry, localDay } from './waitlist-factories';

/** Monday 1 June 2026, 08:00 in Paris: the world's clock never reads the real day. */
export const WORLD_NOW = new Date('2026-06-01T06:00:00Z');

export type TRouteWorld = {
  t: TestApp;
  /** The XSRF pair a guest's browser would send with its state-changing requests. */
  csrf: TCsrfPair;
  /** Léa: signed DPA, weekly hours, services, bookings, an exception, an iCal address. */
  provider: TTestProvider;
  /** Another provider with her own service: she must never reach Léa's resources. */
  other: TTestProvider;
  adminToken: string;
  serviceId: string;
  /** A second service, for the requests that delete one. */
  spareServiceId: string;
  /** Booked on the public page; the provider's own routes work on it. */
  bookingId: string;
  /** Another public booking, opened by its client's link (token routes). */
  clientBooking: { id: string; token: string; start: string };
  clientEmail: string;
  overrideId: string;
  dpaId: string;
  /** `{file}` of the provider's iCal address. */
  feedFile: string;
  /** Unused e-mailed links of an account that is neither of the providers. */
  resetToken: string;
  verifyToken: string;
  /** The provider's support conversation, opened with one message. */
  chatId: string;
  /** The provider's in-app notification of the public booking above. */
  notificationId: string;
  /** An account the administrator's actions (suspend, reset link, delete) act on, used by nothing else. */
  managedUserId: string;
  /** A global banner for everyone; the spare one is for the permanent deletion. */
  bannerId: string;
  spareBannerId: string;
  /** The local Stripe the app pays through (ADR 0037), closed with the app. */
  stripe: StripeStandIn;
  /** The provider's invoice of a transfer the administrator recorded. */
  invoiceId: string;
  /** A shop product with a photo, and the provider's order of it (ADR 0038). */
  productId: string;
  photoId: string;
  orderId: string;
  /** The provider's order of a recharge to pay by transfer (ADR 0056). */
  transferOrderId: string;
  /** Two waitlist entries of Léa's (ADR 0060) with their leave links' tokens: one to read, one to leave. */
  waitlistEntry: { id: string; token: string };
  leavingEntry: { id: string; token: string };
  /**
   * Léa's API keys (issue 36), all scopes, three per /api/v1 route taken in turn: the fuzzing's
   * hundreds of requests stay under each key's rate limit.
   */
  apiKeys: Record<(typeof V1_ROUTES)[number], string[]>;
  /** Léa's key for the revocation route, used by nothing else. */
  spareApiKeyId: string;
  /** Léa's webhook (issue 36, a closed local port) and its `ping` delivery; a spare one to delete. */
  webhook: { id: string; deliveryId: string };
  spareWebhookId: string;
};

/** The /api/v1 routes, each with its own key in the route world. */
export const V1_ROUTES = [
  'GET /api/v1/services',
  'GET /api/v1/slots',
  'GET /api/v1/bookings',
  'GET /api/v1/bookings/:id',
  'POST /api/v1/bookings',
  'POST /api/v1/bookings/:id/cancel',
  'POST /api/v1/bookings/:id/reschedule',
  'GET /api/v1/clients',
] as const;

async function apiKeysOf(deps: TestApp['deps'], providerId: string): Promise<TRouteWorld['apiKeys']> {
  const keys: Partial<TRouteWorld['apiKeys']> = {};
  for (const route of V1_ROUTES) {
    const secrets: string[] = [];
    for (let n = 0; n < 3; n += 1) secrets.push((await createApiKey(deps, providerId)).secret);
    keys[route] = secrets;
  }
  return keys as TRouteWorld['apiKeys'];
}

/** A waitlist entry of the provider's service, and its leave link's token. */
async function waitlistEntryOf(t: TestApp, providerId: string, serviceId: string, email: string) {
  const entry = await addWaitlistEntry(t.deps, {
    providerId,
    serviceId,
    fromDay: localDay(t, 3),
    toDay: localDay(t, 4),
    email,
  });
  return { id: entry.id, token: waitlistLeaveToken(linkSealingKey(t.deps.jwtSecret), entry.id) };
}

/** The smallest PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const DPA_FORM = {
  nom: 'Salon Léa Martin',
  siret: '732 829 320 00074',
  adresse: '3 rue des Lilas, 75011 Paris',
  telephone: '01 23 45 67 89',
  acceptTerms: true,
  acceptDPA: true,
};

function ok<T>(response: { statusCode: number; body: string; json(): T }, what: string): T {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function signDpa(t: TestApp, token: string): Promise<string> {
  const draft = ok<{ dpa: { id: string } }>(await t.post('/api/dpa/generate', DPA_FORM, { token }), 'DPA');
  const signature = { accepted: true, method: 'electronic' };
  ok(await t.post('/api/dpa/sign', { dpaData: { id: draft.dpa.id }, signature }, { token }), 'signature');
  return draft.dpa.id;
}

async function bookAsClient(
  t: TestApp,
  provider: TTestProvider,
  serviceId: string,
  days: number,
  email: string,
) {
  const start = localStart(t, days, '10:00');
  const created = ok<{ booking: { id: string }; manageUrl: string }>(
    await t.post(`/api/public/providers/${provider.id}/bookings`, bookingBody(serviceId, start, { email })),
    'réservation',
  );
  return { id: created.booking.id, token: created.manageUrl.split('/').pop() ?? '', start };
}

/** Two providers, an administrator and every resource a route can name, created through the API where it exists. */
export async function createRouteWorld(): Promise<TRouteWorld> {
  // Push endpoints of the route requests are local (a closed port): no test reaches the internet.
  const stripe = await startStripeStandIn();
  const t = await createTestApp({
    env: {
      PUSH_ALLOW_INSECURE: 'true',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      ...stripe.env,
      // Stripe Connect on (issue 34): « Paiements en ligne » goes as far as the stand-in.
      STRIPE_CONNECT_WEBHOOK_SECRET: TEST_STRIPE_CONNECT_WEBHOOK_SECRET,
    },
  });
  const closeApp = t.close;
  t.close = async () => {
    await closeApp();
    await stripe.close();
  };
  t.clock.set(WORLD_NOW);
  // Her DPA is signed through the API below, so that its id exists for the PDF route.
  const provider = await createProvider(t, { dpa: false });
  const other = await createProvider(t, { displayName: 'Cabinet Bob' });
  const admin = await createUser(t.deps, { role: 'admin' });
  const adminToken = await t.login(admin.email, admin.password);
  // Invoices need the seller's mandatory mentions (issue 30), as an administrator enters them.
  // And transfers need the instance's bank details (ADR 0056).
  ok(
    await t.put(
      '/api/admin/config',
      {
        seller: TEST_SELLER,
        bankTransfer: { holder: 'Créneau SAS', iban: 'FR7630006000011234567890189', bic: null },
      },
      { token: adminToken },
    ),
    'vendeur',
  );
  await openEveryDay(t.deps, provider.id);
  const service = await createService(t.deps, provider.id);
  const spare = await createService(t.deps, provider.id, { name: 'Brushing' });
  await createService(t.deps, other.id, { name: 'Consultation' });
  const dpaId = await signDpa(t, provider.token);
  const clientEmail = 'jeanne@exemple.fr';
  const booking = await bookAsClient(t, provider, service.id, 2, clientEmail);
  const clientBooking = await bookAsClient(t, provider, service.id, 3, 'paul@exemple.fr');
  const override = ok<{ override: { id: string } }>(
    await t.post(
      '/api/availability/overrides',
      { date: '2026-07-14', note: 'Fête nationale' },
      { token: provider.token },
    ),
    'exception',
  );
  const feed = ok<{ httpsUrl: string }>(await t.get('/api/ical/link', { token: provider.token }), 'iCal');

  const resetUser = await createUser(t.deps);
  ok(await t.post('/api/auth/forgot-password', { email: resetUser.email }), 'mot de passe oublié');
  const resetToken = linkIn(await t.lastEmailTo(resetUser.email), '/reset-password/')
    .pathname.split('/')
    .pop();
  const newcomer = 'nouvelle@exemple.fr';
  ok(
    await t.post('/api/auth/register', {
      name: 'Nina Nouvelle',
      email: newcomer,
      password: 'Motdepasse-neuf-1',
    }),
    'inscription',
  );
  const verifyToken = linkIn(await t.lastEmailTo(newcomer), '/verify-email/')
    .pathname.split('/')
    .pop();

  const notifications = ok<{ notifications: { id: string }[] }>(
    await t.get('/api/user-notifications', { token: provider.token }),
    'notifications',
  );

  const chat = ok<{ chat: { _id: string } }>(
    await t.post('/api/user-chats/send', { message: 'Bonjour, une question' }, { token: provider.token }),
    'support',
  );

  const banner = async (title: string) =>
    ok<{ notification: { _id: string } }>(
      await t.post(
        '/api/admin/notifications/send',
        { title, message: '<p>Maintenance dimanche</p>', targetAll: true },
        { token: adminToken },
      ),
      'annonce',
    ).notification._id;

  const productId = ok<{ product: { id: string } }>(
    await t.post(
      '/api/admin/products',
      { name: 'Présentoir QR', priceCents: 2990, vatRate: 20, stock: 1000, personalised: true },
      { token: adminToken },
    ),
    'produit',
  ).product.id;
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/photos`,
    payload: ONE_PIXEL_PNG,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
  });
  const orderId = ok<{ order: { id: string } }>(
    await t.post(
      '/api/shop/orders',
      {
        items: [{ productId, quantity: 1 }],
        shippingAddress: {
          name: 'Léa Martin',
          line1: '3 rue des Lilas',
          postalCode: '75011',
          city: 'Paris',
          country: 'FR',
        },
      },
      { token: provider.token },
    ),
    'commande',
  ).order.id;

  return {
    t,
    csrf: await t.csrf(),
    provider,
    other,
    adminToken,
    serviceId: service.id,
    spareServiceId: spare.id,
    bookingId: booking.id,
    clientBooking,
    clientEmail,
    overrideId: override.override.id,
    dpaId,
    feedFile: new URL(feed.httpsUrl).pathname.split('/').pop() ?? '',
    resetToken: resetToken ?? '',
    verifyToken: verifyToken ?? '',
    chatId: chat.chat._id,
    notificationId: notifications.notifications.at(-1)?.id ?? '',
    managedUserId: (await createUser(t.deps, { name: 'Compte Géré' })).id,
    bannerId: await banner('Maintenance'),
    spareBannerId: await banner('Annonce à effacer'),
    stripe,
    invoiceId: ok<{ invoice: { id: string } }>(
      await t.post(
        `/api/admin/users/${provider.id}/payments`,
        { productId: 'recharge-100', reference: 'VIR-2026-001', reason: 'Virement reçu' },
        { token: adminToken },
      ),
      'virement',
    ).invoice.id,
    productId,
    photoId: ok<{ photo: { id: string } }>(photo, 'photo').photo.id,
    orderId,
    transferOrderId: ok<{ order: { id: string } }>(
      await t.post('/api/billing/transfers', { rechargeId: 'recharge-20' }, { token: provider.token }),
      'virement à payer',
    ).order.id,
    waitlistEntry: await waitlistEntryOf(t, provider.id, service.id, 'attend@exemple.fr'),
    leavingEntry: await waitlistEntryOf(t, provider.id, service.id, 'part@exemple.fr'),
    apiKeys: await apiKeysOf(t.deps, provider.id),
    spareApiKeyId: (await createApiKey(t.deps, provider.id, ['services:read'], 'Clé à révoquer')).id,
    webhook: await webhookOf(t, provider.token),
    spareWebhookId: (await webhookOf(t, provider.token, false)).id,
  };
}

/** A webhook of the provider's to a closed local port, with a `ping` in its log when `ping`. */
async function webhookOf(
  t: TestApp,
  token: string,
  ping = true,
): Promise<{ id: string; deliveryId: string }> {
  const body = { url: 'http://127.0.0.1:9/hooks', events: ['booking.created'] };
  const { id } = ok<{ webhook: { id: string } }>(
    await t.post('/api/webhooks', body, { token }),
    'webhook',
  ).webhook;
  if (!ping) return { id, deliveryId: '' };
  const sent = await t.post(`/api/webhooks/${id}/test`, {}, { token });
  return { id, deliveryId: ok<{ delivery: { id: string } }>(sent, 'ping').delivery.id };
}
