import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationsOf, type TMutation } from '../../test/fuzz-mutations';
import { apiRoutes, routeKey, type TRouteRequest, validRequest } from '../../test/route-requests';
import { createRouteWorld, type TRouteWorld } from '../../test/route-world';
import { sendRoute } from '../../test/send-route';
import type { TRouteAccess } from './access';

/**
 * Generated from the route table: every route gets, field by field, wrong types, NUL bytes, huge
 * and nested values, extreme dates and broken bodies, sent as the right role with real fixtures
 * so that the other fields let the request go deep. Never a 500; always the error body.
 */
describe('fuzz of every route (route table)', () => {
  let w: TRouteWorld;
  let sent = 0;

  beforeAll(async () => {
    w = await createRouteWorld();
  });
  afterAll(() => w?.t.close());

  function tokenFor(route: TRouteAccess): string | undefined {
    if (route.access === 'admin') return w.adminToken;
    if (route.access === 'user' || route.access === 'provider') return w.provider.token;
    return undefined;
  }

  /** Changes that empty the world (cancel, delete, rotate, replace the week) go last. */
  function rank(route: TRouteAccess): number {
    if (route.method === 'DELETE' || /\/(cancel|rotate|reset-password)$/.test(route.url)) return 3;
    if (route.method === 'PUT') return 2;
    return route.method === 'GET' ? 0 : 1;
  }

  async function send(route: TRouteAccess, request: TRouteRequest, rawBody?: string) {
    sent += 1;
    // A fresh Idempotency-Key each time, so a replay never stops a request short.
    const key = request.headers?.['idempotency-key'];
    const fresh = key?.startsWith('manuel-') || key?.startsWith('public-');
    const headers: Record<string, string> = fresh ? { 'idempotency-key': `fuzz-${sent}` } : {};
    // /api/v1 counts 120 requests a minute per key (issue 36): Léa's keys take turns.
    if (request.headers?.authorization?.startsWith('Bearer crn_live_')) {
      const keys = Object.values(w.apiKeys).flat();
      headers.authorization = `Bearer ${keys[sent % keys.length]}`;
    }
    return sendRoute(
      w,
      route.method,
      { ...request, headers: { ...request.headers, ...headers } },
      {
        token: tokenFor(route),
        ip: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        rawBody,
      },
    );
  }

  /** What is wrong with the answer to a mutation, or undefined. */
  function problemWith(mutation: TMutation, response: LightMyRequestResponse): string | undefined {
    if (response.statusCode >= 500) return `${response.statusCode}`;
    if (mutation.field !== undefined) {
      const body = response.json();
      if (response.statusCode !== 400 || body.field !== mutation.field) {
        return `attendu 400 sur « ${mutation.field} », reçu ${response.statusCode} ${response.body.slice(0, 300)}`;
      }
    }
    if (
      response.statusCode >= 400 &&
      response.headers['content-type']?.toString().startsWith('application/json')
    ) {
      const body = response.json();
      const shaped =
        body.success === false &&
        typeof body.message === 'string' &&
        body.message.length > 0 &&
        typeof body.code === 'string' &&
        (body.field === undefined || typeof body.field === 'string');
      if (!shaped) return `corps d’erreur inattendu ${response.body.slice(0, 300)}`;
    }
    return undefined;
  }

  function describePayload(mutation: TMutation): string {
    const payload = mutation.rawBody ?? JSON.stringify(mutation.request.body ?? null);
    const query = JSON.stringify(mutation.request.query ?? {});
    return `${mutation.request.path.slice(0, 200)} ${query.slice(0, 200)} ${payload.slice(0, 300)}`;
  }

  it('answers every mutation of every route without a 500, naming the field of NUL bytes and extreme dates', async () => {
    const routes = [...apiRoutes(w)].sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    let count = 0;
    for (const route of routes) {
      for (const mutation of mutationsOf(route, () => validRequest(w, route))) {
        count += 1;
        const response = await send(route, mutation.request, mutation.rawBody);
        const problem = problemWith(mutation, response);
        if (problem)
          failures.push(
            `${routeKey(route)} [${mutation.label}] → ${problem}\n    ${describePayload(mutation)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(2000);
    // Thousands of requests, one after the other: its time grows with the route table, and the
    // machine is shared with the other test files; no speed is measured here (npm run bench does).
  }, 180_000);

  it('lets each route’s valid request through validation, so every mutation above changed one thing only', async () => {
    const refused: string[] = [];
    for (const route of [...apiRoutes(w)].sort((a, b) => rank(a) - rank(b))) {
      const response = await send(route, validRequest(w, route));
      const code = response.statusCode >= 400 ? response.json().code : undefined;
      if (response.statusCode >= 500 || code === 'VALIDATION')
        refused.push(`${routeKey(route)} → ${response.body}`);
    }
    expect(refused).toEqual([]);
  });
});
