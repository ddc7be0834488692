import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, routeKey, validRequest } from '../../test/route-requests';
import { createRouteWorld, type TRouteWorld } from '../../test/route-world';
import { sendRoute } from '../../test/send-route';
import { IMPERSONATION_FORBIDDEN_MESSAGE } from './access';

/**
 * The routes only the account holder may call: never an administrator acting as them
 * (docs/decisions/0030). Billing checkout and portal (issue 13) and passkey registration
 * (issue 16) join this list when they are built.
 */
const MUST_BE_OWNER_ONLY = [
  'POST /api/auth/change-password',
  // Issue 36: a webhook's signing secret is shown to its holder alone.
  'POST /api/webhooks',
  'POST /api/webhooks/:id/roll-secret',
  'POST /api/auth/change-email',
  'DELETE /api/account',
  'POST /api/dpa/generate',
  'POST /api/dpa/sign',
  'POST /api/gdpr/clients/erase',
  'POST /api/clients/:key/erase',
  'POST /api/user-chats/send',
  'POST /api/user-chats/:id/mark-read',
  'POST /api/notifications/subscriptions',
  'DELETE /api/notifications/subscriptions',
  'POST /api/notifications/test',
  'POST /api/billing/checkout',
  'POST /api/billing/portal',
  // Packs paid by transfer (ADR 0056): ordering, cancelling and giving up are the provider's.
  'POST /api/billing/transfers',
  'POST /api/billing/transfers/:id/cancel',
  'POST /api/billing/transfers/stop',
  // Secrets, exports and security settings (issue 30).
  'GET /api/ical/link',
  'POST /api/ical/link/rotate',
  'GET /api/gdpr/export',
  'GET /api/gdpr/clients/export',
  'GET /api/clients/:key/export',
  'PUT /api/provider/embed',
  // The holder's calendar credentials (issue 31).
  'POST /api/calendar-sync',
  // The holder's own Stripe account and the export of their clients' payments (issue 34).
  'POST /api/payments/connect',
  'GET /api/payments/received.csv',
  // The appointments list's export (issue 37): clients' names, e-mails and phones.
  'GET /api/bookings/export.csv',
  // The keys of the public API (issue 36): a secret that acts for the holder.
  'GET /api/api-keys',
  'POST /api/api-keys',
  'DELETE /api/api-keys/:id',
];

describe('owner-only routes refuse an impersonated session (route table)', () => {
  let w: TRouteWorld;
  let impersonated: string;

  beforeAll(async () => {
    w = await createRouteWorld();
    const response = await w.t.post(
      `/api/admin/users/${w.provider.id}/impersonate`,
      { reason: 'Vérification des droits' },
      { token: w.adminToken },
    );
    impersonated = response.json().token;
  });
  afterAll(() => w?.t.close());

  const ownerOnlyRoutes = () => apiRoutes(w).filter((route) => route.ownerOnly);

  it('flags every route that must be the holder’s alone', () => {
    expect(ownerOnlyRoutes().map(routeKey).sort()).toEqual(expect.arrayContaining(MUST_BE_OWNER_ONLY));
  });

  it('answers 403 IMPERSONATION_FORBIDDEN to the administrator acting as the provider, on each of them', async () => {
    const wrong: string[] = [];
    for (const route of ownerOnlyRoutes()) {
      const response = await sendRoute(w, route.method, validRequest(w, route), { token: impersonated });
      const body = response.json();
      if (
        response.statusCode !== 403 ||
        body.code !== 'IMPERSONATION_FORBIDDEN' ||
        body.message !== IMPERSONATION_FORBIDDEN_MESSAGE
      )
        wrong.push(`${routeKey(route)} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the holder through on each of them', async () => {
    const wrong: string[] = [];
    for (const route of ownerOnlyRoutes()) {
      const response = await sendRoute(w, route.method, validRequest(w, route), { token: w.provider.token });
      if (response.statusCode === 403) wrong.push(`${routeKey(route)} → 403 ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves the everyday work open to the impersonated session', async () => {
    const everyday = apiRoutes(w).filter(
      (route) => !route.ownerOnly && route.method === 'GET' && route.access === 'provider',
    );
    expect(everyday.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const route of everyday) {
      const response = await sendRoute(w, route.method, validRequest(w, route), { token: impersonated });
      if (response.statusCode >= 400) wrong.push(`${routeKey(route)} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
