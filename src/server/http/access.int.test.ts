import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBAUTHN_MESSAGES } from '../../shared/schemas/webauthn';
import { apiRoutes, routeKey, validRequest } from '../../test/route-requests';
import { createRouteWorld, type TRouteWorld } from '../../test/route-world';
import { sendRoute, type TCaller } from '../../test/send-route';
import type { TAccess, TRouteAccess } from './access';

/**
 * Generated from the route table: every route is called as a guest, as another provider, as a
 * provider and as an administrator, with a request that would otherwise pass validation.
 */
describe('who may call each route (route table)', () => {
  let w: TRouteWorld;

  beforeAll(async () => {
    w = await createRouteWorld();
  });
  afterAll(() => w?.t.close());

  const routesOf = (...levels: TAccess[]) => apiRoutes(w).filter((r) => levels.includes(r.access));

  /** `METHOD /url → status` of each route whose answer is not the expected one. */
  async function mismatches(
    routes: TRouteAccess[],
    caller: () => TCaller,
    expected: (status: number, body: string) => boolean,
    adapt: (request: ReturnType<typeof validRequest>) => ReturnType<typeof validRequest> = (r) => r,
  ): Promise<string[]> {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await sendRoute(w, route.method, adapt(validRequest(w, route)), caller());
      if (!expected(response.statusCode, response.body))
        wrong.push(`${routeKey(route)} → ${response.statusCode}`);
    }
    return wrong;
  }

  it('covers the whole API with a known access level and a valid request', () => {
    const routes = apiRoutes(w);
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) expect(() => validRequest(w, route)).not.toThrow();
    expect(new Set(routes.map((r) => r.access))).toEqual(
      new Set(['public', 'token', 'user', 'provider', 'admin']),
    );
  });

  it('answers 401 to a guest on every user, provider and admin route', async () => {
    const routes = routesOf('user', 'provider', 'admin');
    expect(
      await mismatches(
        routes,
        () => ({}),
        (s) => s === 401,
      ),
    ).toEqual([]);
  });

  it('answers 401 to a forged or unknown session token on those routes', async () => {
    const routes = routesOf('user', 'provider', 'admin');
    expect(
      await mismatches(
        routes,
        () => ({ token: 'forge.forge.forge' }),
        (s) => s === 401,
      ),
    ).toEqual([]);
  });

  it('answers 403 to a provider on admin routes', async () => {
    const routes = routesOf('admin');
    expect(routes.length).toBeGreaterThan(0);
    expect(
      await mismatches(
        routes,
        () => ({ token: w.other.token }),
        (s) => s === 403,
      ),
    ).toEqual([]);
  });

  it('answers 403 to an administrator on provider routes: an administrator has no agenda', async () => {
    const routes = routesOf('provider');
    expect(
      await mismatches(
        routes,
        () => ({ token: w.adminToken }),
        (s) => s === 403,
      ),
    ).toEqual([]);
  });

  it('answers 404 to another provider on every route that names one of the provider’s resources', async () => {
    const routes = routesOf('user', 'provider').filter((r) => r.url.includes('/:'));
    expect(routes.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/bookings/:id',
        'PATCH /api/bookings/:id',
        'POST /api/bookings/:id/cancel',
        'POST /api/bookings/:id/refund',
        'PATCH /api/services/:id',
        'DELETE /api/services/:id',
        'DELETE /api/availability/overrides/:id',
        'GET /api/dpa/:id/pdf',
      ]),
    );
    expect(
      await mismatches(
        routes,
        () => ({ token: w.other.token }),
        (s) => s === 404,
      ),
    ).toEqual([]);
  });

  it('lets a guest through on public routes', async () => {
    const routes = routesOf('public');
    const ip = { n: 0 };
    const guest = () => ({ ip: `198.51.100.${++ip.n}` });
    // A made-up passkey assertion reaches the sign-in, which refuses it with SPEC §8's own 401.
    const passed = (s: number, body: string) =>
      (s !== 401 && s !== 403) || JSON.parse(body).message === WEBAUTHN_MESSAGES.failed;
    expect(await mismatches(routes, guest, passed)).toEqual([]);
  });

  it('opens nothing on token routes when the secret in the link is not the right one', async () => {
    const secrets = [
      w.clientBooking.token,
      w.feedFile.replace(/\.ics$/, ''),
      w.resetToken,
      w.verifyToken,
      w.waitlistEntry.token,
      w.leavingEntry.token,
      ...Object.values(w.apiKeys).flat(),
    ];
    const forge = (request: ReturnType<typeof validRequest>) => {
      let json = JSON.stringify(request);
      for (const secret of secrets) json = json.replaceAll(secret, 'x'.repeat(secret.length));
      // Stripe's webhook: its signature is the secret.
      json = json.replace(/v1=[0-9a-f]+/, (v) => `v1=${'0'.repeat(v.length - 3)}`);
      return JSON.parse(json) as typeof request;
    };
    const routes = routesOf('token');
    expect(routes.length).toBeGreaterThanOrEqual(8);
    // A reset link is checked before its form is shown: the answer says it is not valid.
    const refused = (s: number, body: string) =>
      s === 400 || s === 401 || s === 404 || (s === 200 && JSON.parse(body).valid === false);
    expect(await mismatches(routes, () => ({}), refused, forge)).toEqual([]);
  });
});
