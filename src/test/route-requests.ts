import { createHash } from 'node:crypto';
import type { TRouteAccess } from '../server/http/access';
import { localStart } from './booking-factories';
import { ONE_PIXEL_PNG, type TRouteWorld, type V1_ROUTES } from './route-world';
import { localDay } from './waitlist-factories';

/** One request to a route: its path with real ids, and a query, body and headers that pass validation. */
export type TRouteRequest = {
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
};

let serial = 0;
/** A fresh value for fields that must be unique (accounts, idempotency keys). */
function unique(prefix: string): string {
  serial += 1;
  return `${prefix}-${serial}`;
}

let packTurn = 0;
/** Pro, Indépendant, Pro…: from any of them (or the free tier) the next one is a real change. */
const nextPack = () => (packTurn++ % 2 === 0 ? 'pro' : 'independant');

/** The key of the route world's client in the Clients list (ADR 0039: a hash of provider and e-mail). */
const clientKey = (w: TRouteWorld) =>
  createHash('sha256').update(`${w.provider.id}:${w.clientEmail.toLowerCase()}`).digest('hex').slice(0, 32);
/** Nobody's key: erasing it changes nothing (404), like the e-mail route's « personne@exemple.fr ». */
const ABSENT_CLIENT_KEY = '0'.repeat(32);
/** No blog article or comment has it. */
const ABSENT_UUID = '00000000-0000-4000-8000-000000000000';

/** A well-formed WebAuthn answer no authenticator made: every check refuses it. */
const FAKE_CLIENT_DATA = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'aucun' })).toString(
  'base64url',
);
const FAKE_ASSERTION = {
  id: 'Y2xlLWFic2VudGU',
  rawId: 'Y2xlLWFic2VudGU',
  type: 'public-key',
  response: { authenticatorData: 'AAAA', clientDataJSON: FAKE_CLIENT_DATA, signature: 'AAAA' },
};
const FAKE_ATTESTATION = {
  id: 'Y2xlLWFic2VudGU',
  rawId: 'Y2xlLWFic2VudGU',
  type: 'public-key',
  response: { attestationObject: 'AAAA', clientDataJSON: FAKE_CLIENT_DATA },
};

const WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));

/**
 * A valid request for every route of the API, keyed `METHOD /url`. A route added without one
 * here fails the route-table tests, which then name it.
 */
const VALID_REQUESTS: Record<string, (w: TRouteWorld) => TRouteRequest> = {
  'GET /api/health': () => ({ path: '/api/health' }),
  'POST /api/auth/register': () => ({
    path: '/api/auth/register',
    body: { name: 'Rose Lambert', email: `${unique('rose')}@exemple.fr`, password: 'Motdepasse-solide-9' },
  }),
  'GET /api/auth/verify-email/:token': (w) => ({
    path: `/api/auth/verify-email/${w.verifyToken}`,
    headers: { accept: 'application/json' },
  }),
  'POST /api/auth/resend-verification': () => ({
    path: '/api/auth/resend-verification',
    body: { email: 'nouvelle@exemple.fr' },
  }),
  'POST /api/auth/login': (w) => ({
    path: '/api/auth/login',
    body: { email: w.provider.email, password: w.provider.password, rememberMe: false },
  }),
  'POST /api/auth/logout': () => ({ path: '/api/auth/logout' }),
  'GET /api/auth/verify-token': () => ({ path: '/api/auth/verify-token' }),
  'POST /api/auth/refresh-token': (w) => ({
    path: '/api/auth/refresh-token',
    body: { email: w.provider.email, rememberMe: true },
  }),
  'POST /api/auth/forgot-password': () => ({
    path: '/api/auth/forgot-password',
    body: { email: 'personne@exemple.fr' },
  }),
  'GET /api/auth/reset-password/:token': (w) => ({ path: `/api/auth/reset-password/${w.resetToken}` }),
  'POST /api/auth/reset-password': (w) => ({
    path: '/api/auth/reset-password',
    body: { token: w.resetToken, password: 'Motdepasse-neuf-2' },
  }),
  'GET /api/auth/profile': () => ({ path: '/api/auth/profile' }),
  'PUT /api/auth/profile': () => ({
    path: '/api/auth/profile',
    body: {
      nom: 'Salon Léa Martin',
      siret: '73282932000074',
      adresse: '3 rue des Lilas',
      telephone: '01 23 45 67 89',
    },
  }),
  'GET /api/admin/users/search': () => ({ path: '/api/admin/users/search', query: { q: 'martin' } }),
  'GET /api/geoip': () => ({ path: '/api/geoip' }),
  'POST /api/contact': () => ({
    path: '/api/contact',
    body: {
      name: 'Hugo Bernard',
      email: 'hugo@exemple.fr',
      message: 'Bonjour, une question sur les rappels.',
    },
  }),
  'GET /api/legal/subprocessors': () => ({ path: '/api/legal/subprocessors' }),
  'GET /api/provider/profile': () => ({ path: '/api/provider/profile' }),
  'PUT /api/provider/profile': () => ({
    path: '/api/provider/profile',
    body: {
      displayName: 'Salon Léa',
      description: 'Coiffure\nsur rendez-vous',
      address: '3 rue des Lilas, 75011 Paris',
      phone: '01 23 45 67 89',
      timezone: 'Europe/Paris',
    },
  }),
  'GET /api/public/providers/:providerId': (w) => ({ path: `/api/public/providers/${w.provider.id}` }),
  'GET /api/public/providers/:providerId/slots': (w) => ({
    path: `/api/public/providers/${w.provider.id}/slots`,
    query: { serviceId: w.serviceId, from: '2026-06-02', to: '2026-06-09' },
  }),
  'GET /api/public/providers/:providerId/days': (w) => ({
    path: `/api/public/providers/${w.provider.id}/days`,
    query: { serviceId: w.serviceId, month: '2026-06' },
  }),
  'GET /api/services': () => ({ path: '/api/services' }),
  'POST /api/services': () => ({
    path: '/api/services',
    body: { name: 'Coloration', description: 'Avec soin', durationMinutes: 60, priceCents: 6000 },
  }),
  'PATCH /api/services/:id': (w) => ({
    path: `/api/services/${w.serviceId}`,
    body: { name: 'Coupe courte' },
  }),
  'DELETE /api/services/:id': (w) => ({ path: `/api/services/${w.spareServiceId}` }),
  'GET /api/availability': () => ({ path: '/api/availability' }),
  'PUT /api/availability': () => ({
    path: '/api/availability',
    body: { timezone: 'Europe/Paris', weekly: WEEK },
  }),
  'GET /api/availability/overrides': () => ({
    path: '/api/availability/overrides',
    query: { from: '2026-06-01', to: '2026-12-31' },
  }),
  'POST /api/availability/overrides': () => ({
    path: '/api/availability/overrides',
    body: { date: '2026-08-15', ranges: [{ start: '09:00', end: '12:00' }], note: 'Assomption' },
  }),
  'DELETE /api/availability/overrides/:id': (w) => ({ path: `/api/availability/overrides/${w.overrideId}` }),
  'GET /api/settings': () => ({ path: '/api/settings' }),
  'PUT /api/settings': () => ({
    path: '/api/settings',
    body: { slotStepMinutes: 30, reminderOffsetsMinutes: [1440], workDayStart: '08:00' },
  }),
  // Issue 35, SMS reminders (ADR 0062).
  'GET /api/sms': () => ({ path: '/api/sms' }),
  'GET /api/bookings': () => ({
    path: '/api/bookings',
    query: { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z', status: 'confirmed,completed' },
  }),
  // Issue 37: the appointments list's CSV, with its filters.
  'GET /api/bookings/export.csv': () => ({
    path: '/api/bookings/export.csv',
    query: { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z', q: 'jeanne' },
  }),
  'POST /api/bookings': (w) => ({
    path: '/api/bookings',
    headers: { 'idempotency-key': unique('manuel') },
    body: {
      serviceId: w.serviceId,
      start: localStart(w.t, 5, '14:00'),
      client: { name: 'Marc Durand', email: '', phone: '06 11 22 33 44' },
      note: 'Client au téléphone',
      notifyClient: false,
    },
  }),
  'GET /api/bookings/:id': (w) => ({ path: `/api/bookings/${w.bookingId}` }),
  'GET /api/bookings/:id/emails': (w) => ({ path: `/api/bookings/${w.bookingId}/emails` }),
  'PATCH /api/bookings/:id': (w) => ({
    path: `/api/bookings/${w.bookingId}`,
    body: { note: 'Rappeler la veille' },
  }),
  'POST /api/bookings/:id/cancel': (w) => ({
    path: `/api/bookings/${w.bookingId}/cancel`,
    body: { reason: 'Empêchement' },
  }),
  // Issue 34: the world's booking was paid nothing, so its provider reads 409; another provider 404.
  'POST /api/bookings/:id/refund': (w) => ({ path: `/api/bookings/${w.bookingId}/refund` }),
  'POST /api/public/providers/:providerId/bookings': (w) => ({
    path: `/api/public/providers/${w.provider.id}/bookings`,
    headers: { 'idempotency-key': unique('public') },
    body: {
      serviceId: w.serviceId,
      start: localStart(w.t, 4, '11:00'),
      client: { name: 'Jeanne Petit', email: 'jeanne@exemple.fr', phone: '06 12 34 56 78' },
      note: 'Première visite',
      consent: true,
    },
  }),
  'GET /api/public/bookings/by-token/:token': (w) => ({
    path: `/api/public/bookings/by-token/${w.clientBooking.token}`,
  }),
  'GET /api/public/bookings/:bookingId': (w) => ({
    path: `/api/public/bookings/${w.clientBooking.id}`,
    query: { token: w.clientBooking.token },
  }),
  'GET /api/public/bookings/:bookingId/ics': (w) => ({
    path: `/api/public/bookings/${w.clientBooking.id}/ics`,
    query: { token: w.clientBooking.token },
  }),
  'POST /api/public/bookings/:bookingId/cancel': (w) => ({
    path: `/api/public/bookings/${w.clientBooking.id}/cancel`,
    body: { token: w.clientBooking.token, reason: 'Imprévu' },
  }),
  'POST /api/public/bookings/:bookingId/reschedule': (w) => ({
    path: `/api/public/bookings/${w.clientBooking.id}/reschedule`,
    body: { token: w.clientBooking.token, start: localStart(w.t, 3, '15:00') },
  }),
  // Issue 33, the waitlist (ADR 0060).
  'POST /api/public/providers/:providerId/waitlist': (w) => ({
    path: `/api/public/providers/${w.provider.id}/waitlist`,
    body: {
      serviceId: w.serviceId,
      from: localDay(w.t, 3),
      to: localDay(w.t, 5),
      client: { name: 'Jeanne Petit', email: `${unique('attente')}@exemple.fr`, phone: '06 12 34 56 78' },
      consent: true,
    },
  }),
  'GET /api/public/waitlist/:entryId': (w) => ({
    path: `/api/public/waitlist/${w.waitlistEntry.id}`,
    query: { token: w.waitlistEntry.token },
  }),
  'POST /api/public/waitlist/:entryId/leave': (w) => ({
    path: `/api/public/waitlist/${w.leavingEntry.id}/leave`,
    body: { token: w.leavingEntry.token },
  }),
  'POST /api/public/bookings/:bookingId/waitlist': (w) => ({
    path: `/api/public/bookings/${w.clientBooking.id}/waitlist`,
    body: { token: w.clientBooking.token },
  }),
  'GET /api/waitlist': () => ({ path: '/api/waitlist', query: { status: 'waiting' } }),
  'DELETE /api/waitlist/:entryId': (w) => ({ path: `/api/waitlist/${w.waitlistEntry.id}` }),
  // Issue 37, the dashboard home.
  'GET /api/overview': () => ({ path: '/api/overview' }),
  // Issue 34, booking payments on the provider's own Stripe account (ADR 0061).
  'GET /api/payments/connect': () => ({ path: '/api/payments/connect' }),
  'POST /api/payments/connect': () => ({ path: '/api/payments/connect' }),
  'GET /api/payments/received': () => ({
    path: '/api/payments/received',
    query: { from: '2026-01-01', to: '2026-12-31' },
  }),
  'GET /api/payments/received.csv': () => ({
    path: '/api/payments/received.csv',
    query: { from: '2026-01-01', to: '2026-12-31' },
  }),
  'GET /api/clients': () => ({
    path: '/api/clients',
    query: { q: 'jeanne', sort: 'name', dir: 'asc', page: '1' },
  }),
  // Issue 15, the client's page and the data rights from it.
  'GET /api/clients/:key': (w) => ({ path: `/api/clients/${clientKey(w)}` }),
  'PUT /api/clients/:key/note': (w) => ({
    path: `/api/clients/${clientKey(w)}/note`,
    body: { note: 'Préfère le matin\nAllergie au latex' },
  }),
  'GET /api/clients/:key/export': (w) => ({ path: `/api/clients/${clientKey(w)}/export` }),
  'POST /api/clients/:key/erase': () => ({ path: `/api/clients/${ABSENT_CLIENT_KEY}/erase` }),
  'GET /api/calendar-sync': () => ({ path: '/api/calendar-sync' }),
  // Discovery refused before any call: the route world keeps private addresses forbidden.
  'POST /api/calendar-sync': () => ({
    path: '/api/calendar-sync',
    body: { serverUrl: 'https://127.0.0.1:9', username: 'lea', password: 'mot-de-passe-app' },
  }),
  'PATCH /api/calendar-sync/:id': () => ({
    path: `/api/calendar-sync/${ABSENT_UUID}`,
    body: { showTitles: true },
  }),
  'POST /api/calendar-sync/:id/refresh': () => ({ path: `/api/calendar-sync/${ABSENT_UUID}/refresh` }),
  'DELETE /api/calendar-sync/:id': () => ({ path: `/api/calendar-sync/${ABSENT_UUID}` }),
  'GET /api/calendar-sync/busy': () => ({
    path: '/api/calendar-sync/busy',
    query: { from: '2026-06-01T00:00:00Z', to: '2026-06-08T00:00:00Z' },
  }),
  'POST /api/calendar-sync/changes/:bookingId/keep': (w) => ({
    path: `/api/calendar-sync/changes/${w.bookingId}/keep`,
  }),
  'POST /api/calendar-sync/changes/:bookingId/cancel-booking': (w) => ({
    path: `/api/calendar-sync/changes/${w.bookingId}/cancel-booking`,
  }),
  'GET /api/ical/link': () => ({ path: '/api/ical/link' }),
  'POST /api/ical/link/rotate': () => ({ path: '/api/ical/link/rotate' }),
  'GET /api/ical/:providerId/:file': (w) => ({ path: `/api/ical/${w.provider.id}/${w.feedFile}` }),
  'GET /api/dpa/status': () => ({ path: '/api/dpa/status' }),
  'GET /api/dpa/content': () => ({ path: '/api/dpa/content' }),
  'POST /api/dpa/generate': () => ({
    path: '/api/dpa/generate',
    body: {
      nom: 'Salon Léa Martin',
      siret: '',
      adresse: '3 rue des Lilas',
      telephone: '',
      acceptTerms: true,
    },
  }),
  'POST /api/dpa/sign': (w) => ({
    path: '/api/dpa/sign',
    body: {
      dpaData: { id: w.dpaId },
      signature: {
        accepted: true,
        ip: '203.0.113.7',
        userAgent: 'Firefox',
        timestamp: '',
        method: 'electronic',
      },
    },
  }),
  'GET /api/dpa/:id/pdf': (w) => ({ path: `/api/dpa/${w.dpaId}/pdf` }),
  'GET /api/gdpr/export': () => ({ path: '/api/gdpr/export' }),
  'GET /api/gdpr/clients/export': (w) => ({
    path: '/api/gdpr/clients/export',
    query: { email: w.clientEmail },
  }),
  'POST /api/gdpr/clients/erase': () => ({
    path: '/api/gdpr/clients/erase',
    body: { email: 'personne@exemple.fr' },
  }),
  'GET /api/gdpr/retention': () => ({ path: '/api/gdpr/retention' }),
  'DELETE /api/account': () => ({ path: '/api/account', body: { password: 'pas-le-bon-mot-de-passe' } }),

  // Support chat (issue 10)
  'POST /api/user-chats/send': () => ({ path: '/api/user-chats/send', body: { message: 'Bonjour' } }),
  'GET /api/user-chats/history': () => ({ path: '/api/user-chats/history' }),
  'POST /api/user-chats/:id/mark-read': (w) => ({
    path: `/api/user-chats/${w.chatId}/mark-read`,
    body: { isAdmin: false },
  }),
  'GET /api/admin/user-chats': () => ({ path: '/api/admin/user-chats' }),
  'GET /api/admin/user-chats/:id': (w) => ({ path: `/api/admin/user-chats/${w.chatId}` }),
  'POST /api/admin/user-chats/:id/reply': (w) => ({
    path: `/api/admin/user-chats/${w.chatId}/reply`,
    body: { message: 'Bonjour, voici la réponse' },
  }),
  // Browser push (issue 11, ADR 0035). Port 9 is closed: a test push fails at once, locally.
  'GET /api/notifications/vapid-public-key': () => ({ path: '/api/notifications/vapid-public-key' }),
  'POST /api/notifications/subscriptions': () => ({
    path: '/api/notifications/subscriptions',
    body: {
      subscription: {
        endpoint: `http://127.0.0.1:9/push/${unique('device')}`,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
      userAgent: 'Mozilla/5.0 (test)',
    },
  }),
  'DELETE /api/notifications/subscriptions': () => ({
    path: '/api/notifications/subscriptions',
    query: { endpoint: 'http://127.0.0.1:9/push/absent' },
  }),
  'POST /api/notifications/test': () => ({
    path: '/api/notifications/test',
    body: { title: 'Test de notification', body: 'Bonjour' },
  }),
  // Administration of users and the audit log (issue 10, admin-users).
  'GET /api/admin/users': () => ({
    path: '/api/admin/users',
    query: { q: 'martin', role: 'client', status: 'active', verified: 'true', page: '1', pageSize: '25' },
  }),
  'GET /api/admin/users/:id': (w) => ({ path: `/api/admin/users/${w.managedUserId}` }),
  'PATCH /api/admin/users/:id': (w) => ({
    path: `/api/admin/users/${w.managedUserId}`,
    body: { status: 'suspended', emailVerified: true, reason: 'Signalement\nvérifié' },
  }),
  'POST /api/admin/users/:id/password-reset': (w) => ({
    path: `/api/admin/users/${w.managedUserId}/password-reset`,
    body: { reason: 'Demande au support' },
  }),
  'DELETE /api/admin/users/:id': (w) => ({
    path: `/api/admin/users/${w.managedUserId}`,
    body: { reason: 'Demande de suppression' },
  }),
  // Packs, quota and credits (issue 12, ADR 0036). The pack alternates Pro / Indépendant: an
  // upgrade, then a downgrade for the next period, then its cancellation — each call changes one thing.
  'GET /api/billing/packs': () => ({ path: '/api/billing/packs' }),
  'GET /api/billing/balance': () => ({ path: '/api/billing/balance' }),
  'GET /api/billing/movements': () => ({ path: '/api/billing/movements', query: { page: '1' } }),
  'GET /api/admin/users/:id/billing': (w) => ({ path: `/api/admin/users/${w.provider.id}/billing` }),
  'POST /api/admin/users/:id/pack': (w) => ({
    path: `/api/admin/users/${w.provider.id}/pack`,
    body: { packId: nextPack(), reason: 'Demande au support' },
  }),
  'POST /api/admin/users/:id/credits': (w) => ({
    path: `/api/admin/users/${w.provider.id}/credits`,
    body: { amount: 5, reason: 'Geste commercial' },
  }),
  // SMS credits (issue 35): their history, and the team's grant.
  'GET /api/billing/sms-movements': () => ({ path: '/api/billing/sms-movements', query: { page: '1' } }),
  'POST /api/admin/users/:id/sms-credits': (w) => ({
    path: `/api/admin/users/${w.provider.id}/sms-credits`,
    body: { amount: 5, reason: 'Geste commercial' },
  }),
  // Issue 13, payments and accounting (ADR 0037): Stripe is the local stand-in of the world.
  'GET /api/billing/subscription': () => ({ path: '/api/billing/subscription' }),
  'POST /api/billing/checkout': () => ({
    path: '/api/billing/checkout',
    body: { rechargeId: 'recharge-20' },
  }),
  'POST /api/billing/portal': () => ({ path: '/api/billing/portal' }),
  'GET /api/billing/invoices': () => ({ path: '/api/billing/invoices', query: { page: '1' } }),
  'GET /api/billing/invoices/:id/pdf': (w) => ({ path: `/api/billing/invoices/${w.invoiceId}/pdf` }),
  'POST /api/billing/webhook': (w) => {
    const event = w.stripe.signedEvent('customer.created', { id: 'cus_route', object: 'customer' });
    return {
      path: '/api/billing/webhook',
      body: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    };
  },
  'POST /api/payments/connect/webhook': (w) => {
    const event = w.stripe.signedEvent(
      'account.updated',
      { id: 'acct_route', object: 'account', charges_enabled: false, details_submitted: false },
      { secret: w.stripe.connectSecret, account: 'acct_route' },
    );
    return {
      path: '/api/payments/connect/webhook',
      body: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    };
  },
  'GET /api/admin/compta': () => ({ path: '/api/admin/compta', query: { from: '2026-01', to: '2026-06' } }),
  'GET /api/admin/compta/export.csv': () => ({
    path: '/api/admin/compta/export.csv',
    query: { from: '2026-01', to: '2026-06' },
  }),
  'GET /api/admin/invoices': (w) => ({
    path: '/api/admin/invoices',
    query: {
      from: '2026-01',
      to: '2026-06',
      userId: w.provider.id,
      kind: 'invoice',
      status: 'paid',
      page: '1',
    },
  }),
  'GET /api/admin/invoices/:id/pdf': (w) => ({ path: `/api/admin/invoices/${w.invoiceId}/pdf` }),
  'POST /api/admin/invoices/:id/refund': (w) => ({
    path: `/api/admin/invoices/${w.invoiceId}/refund`,
    body: { amountCents: 1, reason: 'Geste commercial' },
  }),
  'POST /api/admin/users/:id/payments': (w) => ({
    path: `/api/admin/users/${w.provider.id}/payments`,
    body: { productId: 'recharge-20', reference: 'VIR-2026-002', reason: 'Virement reçu' },
  }),
  // Issue 30 items 10 and 11, packs paid by bank transfer (ADR 0056).
  'GET /api/billing/transfers': () => ({ path: '/api/billing/transfers' }),
  'POST /api/billing/transfers': () => ({
    path: '/api/billing/transfers',
    body: { rechargeId: 'recharge-20' },
  }),
  'POST /api/billing/transfers/:id/cancel': (w) => ({
    path: `/api/billing/transfers/${w.transferOrderId}/cancel`,
  }),
  'POST /api/billing/transfers/stop': () => ({
    path: '/api/billing/transfers/stop',
    body: { when: 'period_end' },
  }),
  'GET /api/admin/transfer-orders': (w) => ({
    path: '/api/admin/transfer-orders',
    query: { status: 'pending', userId: w.provider.id },
  }),
  'POST /api/admin/transfer-orders/:id/confirm': (w) => ({
    path: `/api/admin/transfer-orders/${w.transferOrderId}/confirm`,
  }),
  // Issue 15, exceptions over a period and public holidays.
  'POST /api/availability/overrides/range': () => ({
    path: '/api/availability/overrides/range',
    body: { from: '2030-08-03', to: '2030-08-17', ranges: [], note: 'Congés' },
  }),
  'GET /api/availability/holidays': () => ({ path: '/api/availability/holidays', query: { year: '2027' } }),
  'PUT /api/provider/slug': () => ({ path: '/api/provider/slug', body: { slug: unique('salon-lea') } }),
  // Issue 15, embedding the booking page (ADR 0040).
  'GET /api/provider/embed': () => ({ path: '/api/provider/embed' }),
  'PUT /api/provider/embed': () => ({
    path: '/api/provider/embed',
    body: { origins: ['https://www.salon-lea.fr'] },
  }),
  // Issue 17, the booking page in the sitemap when the provider asks.
  'GET /api/provider/search-listing': () => ({ path: '/api/provider/search-listing' }),
  'PUT /api/provider/search-listing': () => ({
    path: '/api/provider/search-listing',
    body: { listed: true },
  }),
  // Issue 37, the booking page's colour (ADR 0066).
  'GET /api/provider/brand-color': () => ({ path: '/api/provider/brand-color' }),
  'PUT /api/provider/brand-color': () => ({
    path: '/api/provider/brand-color',
    body: { brandColor: '#1d4ed8' },
  }),
  // Issue 15, the booking page's photo or logo (ADR 0039, item 4).
  'GET /api/provider/logo': () => ({ path: '/api/provider/logo' }),
  'PUT /api/provider/logo': () => ({
    path: '/api/provider/logo',
    body: ONE_PIXEL_PNG,
    headers: { 'content-type': 'image/png' },
  }),
  'DELETE /api/provider/logo': () => ({ path: '/api/provider/logo' }),
  'GET /api/public/providers/:providerId/logo': (w) => ({
    path: `/api/public/providers/${w.provider.id}/logo`,
  }),
  // Issue 14, the shop (ADR 0038).
  'GET /api/shop/products': () => ({ path: '/api/shop/products' }),
  'GET /api/shop/photos/:id': (w) => ({ path: `/api/shop/photos/${w.photoId}` }),
  'POST /api/shop/orders': (w) => ({
    path: '/api/shop/orders',
    body: {
      items: [{ productId: w.productId, quantity: 1 }],
      shippingAddress: {
        name: 'Léa Martin',
        line1: '3 rue des Lilas',
        postalCode: '75011',
        city: 'Paris',
        country: 'FR',
      },
    },
  }),
  'GET /api/shop/orders': () => ({ path: '/api/shop/orders', query: { page: '1' } }),
  'GET /api/shop/orders/:id': (w) => ({ path: `/api/shop/orders/${w.orderId}` }),
  'POST /api/shop/orders/:id/cancel': (w) => ({ path: `/api/shop/orders/${w.orderId}/cancel` }),
  'POST /api/shop/orders/:id/checkout': (w) => ({ path: `/api/shop/orders/${w.orderId}/checkout` }),
  'GET /api/admin/products': () => ({ path: '/api/admin/products' }),
  'POST /api/admin/products': () => ({
    path: '/api/admin/products',
    body: { name: 'Cartes NFC', description: 'Lot de 10', priceCents: 4990, vatRate: 20, stock: 10 },
  }),
  'PATCH /api/admin/products/:id': (w) => ({
    path: `/api/admin/products/${w.productId}`,
    body: { stock: 1000 },
  }),
  'DELETE /api/admin/products/:id': (w) => ({ path: `/api/admin/products/${w.productId}` }),
  'POST /api/admin/products/:id/photos': (w) => ({
    path: `/api/admin/products/${w.productId}/photos`,
    body: ONE_PIXEL_PNG,
    headers: { 'content-type': 'image/png' },
  }),
  'DELETE /api/admin/products/:id/photos/:photoId': (w) => ({
    path: `/api/admin/products/${w.productId}/photos/${w.photoId}`,
  }),
  'GET /api/admin/orders': () => ({ path: '/api/admin/orders', query: { status: 'paid', page: '1' } }),
  'GET /api/admin/orders/:id': (w) => ({ path: `/api/admin/orders/${w.orderId}` }),
  'PATCH /api/admin/orders/:id/status': (w) => ({
    path: `/api/admin/orders/${w.orderId}/status`,
    body: { status: 'shipped', trackingNumber: '6A12345678901', carrier: 'Colissimo', reference: 'VIR-1' },
  }),
  'GET /api/admin/orders/:id/packing-slip.pdf': (w) => ({
    path: `/api/admin/orders/${w.orderId}/packing-slip.pdf`,
  }),
  'GET /api/admin/users/:id/dpa/:dpaId/pdf': (w) => ({
    path: `/api/admin/users/${w.provider.id}/dpa/${w.dpaId}/pdf`,
  }),
  'GET /api/admin/audit': (w) => ({
    path: '/api/admin/audit',
    query: {
      page: '1',
      pageSize: '25',
      action: 'user.suspend',
      targetType: 'user',
      targetId: w.managedUserId,
      actorId: w.managedUserId,
      from: '2026-05-01',
      to: '2026-06-30',
    },
  }),
  'GET /api/admin/audit/actions': () => ({ path: '/api/admin/audit/actions' }),
  // Issue 10, impersonation: « Se connecter en tant que », its end, the user's security page.
  'POST /api/admin/users/:id/impersonate': (w) => ({
    path: `/api/admin/users/${w.provider.id}/impersonate`,
    body: { reason: 'Aide à la configuration des services' },
  }),
  'POST /api/auth/impersonation/end': () => ({ path: '/api/auth/impersonation/end' }),
  'GET /api/auth/support-access': () => ({ path: '/api/auth/support-access' }),
  'POST /api/auth/change-password': () => ({
    path: '/api/auth/change-password',
    body: { currentPassword: 'pas-le-bon-mot-de-passe', newPassword: 'Motdepasse-neuf-3' },
  }),
  // Passkeys and security keys (issue 16, ADR 0041): a made-up credential is refused, nothing changes.
  'GET /api/webauthn/credential': (w) => ({
    path: '/api/webauthn/credential',
    query: { email: w.provider.email },
  }),
  'POST /api/webauthn/authenticate/options': () => ({ path: '/api/webauthn/authenticate/options', body: {} }),
  'POST /api/webauthn/authenticate/verify': () => ({
    path: '/api/webauthn/authenticate/verify',
    body: { credential: FAKE_ASSERTION, rememberMe: false },
  }),
  'POST /api/webauthn/register/options': () => ({
    path: '/api/webauthn/register/options',
    body: { password: 'pas-le-bon-mot-de-passe' },
  }),
  'POST /api/webauthn/register/verify': () => ({
    path: '/api/webauthn/register/verify',
    body: { name: 'Clé du bureau', credential: FAKE_ATTESTATION },
  }),
  'GET /api/webauthn/credentials': () => ({ path: '/api/webauthn/credentials' }),
  'PATCH /api/webauthn/credentials/:id': () => ({
    path: '/api/webauthn/credentials/cle-absente',
    body: { name: 'Clé renommée' },
  }),
  'DELETE /api/webauthn/credentials/:id': () => ({ path: '/api/webauthn/credentials/cle-absente' }),
  // Administrators' configuration (issue 10): a change that leaves sign-ups and pages as they were.
  'GET /api/admin/config': () => ({ path: '/api/admin/config' }),
  'PUT /api/admin/config': () => ({
    path: '/api/admin/config',
    body: { supportEmail: 'support@exemple.fr', maintenanceMessage: null },
  }),
  'GET /api/config/public': () => ({ path: '/api/config/public' }),
  // Issue 11, in-app notifications: the provider's notification of her first public booking.
  'GET /api/user-notifications': () => ({
    path: '/api/user-notifications',
    query: { limit: '10', page: '1', unreadOnly: 'true' },
  }),
  'GET /api/user-notifications/unread-count': () => ({ path: '/api/user-notifications/unread-count' }),
  'POST /api/user-notifications/:id/mark-read': (w) => ({
    path: `/api/user-notifications/${w.notificationId}/mark-read`,
  }),
  'POST /api/user-notifications/mark-all-read': () => ({ path: '/api/user-notifications/mark-all-read' }),
  'DELETE /api/user-notifications/:id': (w) => ({ path: `/api/user-notifications/${w.notificationId}` }),
  'DELETE /api/user-notifications/read': () => ({ path: '/api/user-notifications/read' }),
  'GET /api/user-notifications/preferences': () => ({ path: '/api/user-notifications/preferences' }),
  'POST /api/user-notifications/preferences': () => ({
    path: '/api/user-notifications/preferences',
    body: { preferences: { booking_created: { inApp: true, email: true, push: false } } },
  }),
  // Global banners (issue 11, ADR 0034).
  'POST /api/admin/notifications/send': () => ({
    path: '/api/admin/notifications/send',
    body: { title: 'Nouveauté', message: '<p>Bonjour <strong>à tous</strong></p>', targetAll: true },
  }),
  'GET /api/admin/notifications': () => ({
    path: '/api/admin/notifications',
    query: { limit: '10', page: '1' },
  }),
  'GET /api/admin/notifications/:id': (w) => ({ path: `/api/admin/notifications/${w.bannerId}` }),
  'PATCH /api/admin/notifications/:id': (w) => ({
    path: `/api/admin/notifications/${w.bannerId}`,
    body: { priority: 5 },
  }),
  'PATCH /api/admin/notifications/:id/status': (w) => ({
    path: `/api/admin/notifications/${w.bannerId}/status`,
    body: { status: 'active' },
  }),
  'DELETE /api/admin/notifications/:id': (w) => ({ path: `/api/admin/notifications/${w.bannerId}` }),
  'DELETE /api/admin/notifications/:id/permanent': (w) => ({
    path: `/api/admin/notifications/${w.spareBannerId}/permanent`,
  }),
  'GET /api/notifications/global': () => ({ path: '/api/notifications/global' }),
  'POST /api/user-notifications/dismiss-global': (w) => ({
    path: '/api/user-notifications/dismiss-global',
    body: { notificationId: w.bannerId },
  }),
  // E-mail change (issue 10 follow-up): a wrong password changes nothing; an unknown link confirms nothing.
  'POST /api/auth/change-email': () => ({
    path: '/api/auth/change-email',
    body: { password: 'pas-le-bon-mot-de-passe', newEmail: 'nouvelle-adresse@exemple.fr' },
  }),
  'POST /api/auth/confirm-email-change': () => ({
    path: '/api/auth/confirm-email-change',
    body: { token: 'lien-inconnu-0123456789abcdefghijklmnopqrstu' },
  }),
  // Issue 17, the blog's articles (ADR 0042).
  'GET /api/blog/posts': () => ({ path: '/api/blog/posts', query: { page: '1', tag: 'agenda' } }),
  'GET /api/blog/posts/:slug': () => ({ path: '/api/blog/posts/article-absent' }),
  'GET /api/blog/images/:id': () => ({ path: `/api/blog/images/${ABSENT_UUID}` }),
  'GET /api/admin/blog/posts': () => ({
    path: '/api/admin/blog/posts',
    query: { page: '1', q: 'agenda', status: 'draft' },
  }),
  'POST /api/admin/blog/posts': () => ({
    path: '/api/admin/blog/posts',
    body: {
      title: `Bien remplir son agenda ${unique('n')}`,
      excerpt: 'Nos conseils',
      markdown: '## Bonjour\n\nUn *article*.',
      tags: ['agenda'],
      status: 'draft',
    },
  }),
  'GET /api/admin/blog/posts/:id': () => ({ path: `/api/admin/blog/posts/${ABSENT_UUID}` }),
  'PATCH /api/admin/blog/posts/:id': () => ({
    path: `/api/admin/blog/posts/${ABSENT_UUID}`,
    body: { title: 'Nouveau titre' },
  }),
  'DELETE /api/admin/blog/posts/:id': () => ({ path: `/api/admin/blog/posts/${ABSENT_UUID}` }),
  'POST /api/admin/blog/preview': () => ({
    path: '/api/admin/blog/preview',
    body: { markdown: '# Titre\n\nTexte **gras**.' },
  }),
  'POST /api/admin/blog/uploads': () => ({
    path: '/api/admin/blog/uploads',
    body: ONE_PIXEL_PNG,
    headers: { 'content-type': 'image/png' },
  }),
  // Issue 17, the blog's comments and statistics (ADR 0042): no such article or comment, nothing changes.
  'GET /api/blog/posts/:slug/comments': () => ({ path: '/api/blog/posts/article-absent/comments' }),
  'POST /api/blog/posts/:slug/comments': () => ({
    path: '/api/blog/posts/article-absent/comments',
    body: {
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
      content: 'Merci !',
      consent: true,
      website: '',
    },
  }),
  'GET /api/admin/blog/comments': () => ({
    path: '/api/admin/blog/comments',
    query: { page: '1', status: 'pending', postId: ABSENT_UUID },
  }),
  'PATCH /api/admin/blog/comments/:id': () => ({
    path: `/api/admin/blog/comments/${ABSENT_UUID}`,
    body: { status: 'approved' },
  }),
  'DELETE /api/admin/blog/comments/:id': () => ({ path: `/api/admin/blog/comments/${ABSENT_UUID}` }),
  'GET /api/admin/blog/stats': () => ({
    path: '/api/admin/blog/stats',
    query: { from: '2026-05-01', to: '2026-05-31', postId: ABSENT_UUID },
  }),
  // Issue 29, the jobs that failed their last attempt (ADR 0053): no such failure, nothing changes.
  'GET /api/admin/job-failures': () => ({
    path: '/api/admin/job-failures',
    query: { status: 'open', page: '1', pageSize: '20' },
  }),
  'POST /api/admin/job-failures/:id/retry': () => ({ path: `/api/admin/job-failures/${ABSENT_UUID}/retry` }),
  'POST /api/admin/job-failures/:id/resolve': () => ({
    path: `/api/admin/job-failures/${ABSENT_UUID}/resolve`,
  }),
  // Issue 36, the public API: the keys (owner-only), then /api/v1 with one of Léa's keys each.
  'GET /api/api-keys': () => ({ path: '/api/api-keys' }),
  'POST /api/api-keys': () => ({
    path: '/api/api-keys',
    body: { name: 'Zapier', scopes: ['bookings:read', 'services:read'] },
  }),
  'DELETE /api/api-keys/:id': (w) => ({ path: `/api/api-keys/${w.spareApiKeyId}` }),
  // Issue 36, the webhooks: Léa's endpoint (a closed local port) and its ping in the log.
  'GET /api/webhooks': () => ({ path: '/api/webhooks' }),
  'POST /api/webhooks': () => ({
    path: '/api/webhooks',
    body: { url: 'http://127.0.0.1:9/autre', events: ['booking.created', 'booking.cancelled'] },
  }),
  'PATCH /api/webhooks/:id': (w) => ({
    path: `/api/webhooks/${w.webhook.id}`,
    body: { description: 'Mon CRM' },
  }),
  'DELETE /api/webhooks/:id': (w) => ({ path: `/api/webhooks/${w.spareWebhookId}` }),
  'POST /api/webhooks/:id/roll-secret': (w) => ({ path: `/api/webhooks/${w.webhook.id}/roll-secret` }),
  'POST /api/webhooks/:id/test': (w) => ({ path: `/api/webhooks/${w.webhook.id}/test` }),
  'GET /api/webhooks/:id/deliveries': (w) => ({ path: `/api/webhooks/${w.webhook.id}/deliveries` }),
  'POST /api/webhooks/:id/deliveries/retry-failed': (w) => ({
    path: `/api/webhooks/${w.webhook.id}/deliveries/retry-failed`,
  }),
  'POST /api/webhooks/:id/deliveries/:deliveryId/retry': (w) => ({
    path: `/api/webhooks/${w.webhook.id}/deliveries/${w.webhook.deliveryId}/retry`,
  }),
  'GET /api/v1/services': (w) => v1(w, 'GET /api/v1/services', { path: '/api/v1/services' }),
  'GET /api/v1/slots': (w) =>
    v1(w, 'GET /api/v1/slots', {
      path: '/api/v1/slots',
      query: { serviceId: w.serviceId, from: '2026-06-02', to: '2026-06-09' },
    }),
  'GET /api/v1/bookings': (w) =>
    v1(w, 'GET /api/v1/bookings', {
      path: '/api/v1/bookings',
      query: { from: '2026-06-01T00:00:00Z', status: 'confirmed', limit: '20' },
    }),
  'GET /api/v1/bookings/:id': (w) =>
    v1(w, 'GET /api/v1/bookings/:id', { path: `/api/v1/bookings/${w.bookingId}` }),
  'POST /api/v1/bookings': (w) =>
    v1(w, 'POST /api/v1/bookings', {
      path: '/api/v1/bookings',
      headers: { 'idempotency-key': unique('manuel') },
      body: {
        serviceId: w.serviceId,
        start: localStart(w.t, 6, '14:00'),
        client: { name: 'Marc Durand', email: '', phone: '06 11 22 33 44' },
        notifyClient: false,
      },
    }),
  'POST /api/v1/bookings/:id/cancel': (w) =>
    v1(w, 'POST /api/v1/bookings/:id/cancel', {
      path: `/api/v1/bookings/${w.bookingId}/cancel`,
      body: { reason: 'Empêchement' },
    }),
  'POST /api/v1/bookings/:id/reschedule': (w) =>
    v1(w, 'POST /api/v1/bookings/:id/reschedule', {
      path: `/api/v1/bookings/${w.bookingId}/reschedule`,
      body: { start: localStart(w.t, 7, '16:00') },
    }),
  'GET /api/v1/clients': (w) =>
    v1(w, 'GET /api/v1/clients', { path: '/api/v1/clients', query: { q: 'jeanne' } }),
};

let keyTurn = 0;
/** A request of /api/v1 with one of that route's own keys of Léa's, in turn. */
function v1(w: TRouteWorld, route: (typeof V1_ROUTES)[number], request: TRouteRequest): TRouteRequest {
  const keys = w.apiKeys[route];
  const secret = keys[keyTurn++ % keys.length];
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${secret}` } };
}

export function routeKey(route: Pick<TRouteAccess, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

/** The API routes of the table; the documentation's are the swagger-ui plugin's own. */
export function apiRoutes(world: TRouteWorld): TRouteAccess[] {
  return world.t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
}

export function validRequest(world: TRouteWorld, route: TRouteAccess): TRouteRequest {
  const build = VALID_REQUESTS[routeKey(route)];
  if (!build)
    throw new Error(`${routeKey(route)} : ajoutez une requête valide dans src/test/route-requests.ts`);
  return build(world);
}
