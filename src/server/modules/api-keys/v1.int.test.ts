import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, keyHeader } from '../../../test/api-key-factories';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { rateLimits, users } from '../../db/schema';
import { API_KEY_RATE_RULE, apiKeyRateKey, V1_MESSAGES } from './v1-auth';

let t: TestApp;
let lea: TTestProvider;
let marc: TTestProvider;
let serviceId: string;
let all: { id: string; secret: string };

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t, { displayName: 'Salon Léa' });
  marc = await createProvider(t, { displayName: 'Cabinet Marc' });
  serviceId = (await createService(t.deps, lea.id, { name: 'Coupe', durationMinutes: 30 })).id;
  await openEveryDay(t.deps, lea.id, '09:00', '18:00');
  all = await createApiKey(t.deps, lea.id);
});
afterAll(() => t.close());

const booking = (start: string, email = 'rose@exemple.fr') => ({
  serviceId,
  start,
  client: { name: 'Rose Lambert', email, phone: '06 12 34 56 78' },
});

function post(url: string, body: unknown, secret: string, headers: Record<string, string> = {}) {
  return t.post(url, body, { headers: { ...keyHeader(secret), ...headers }, csrf: false });
}

describe('/api/v1 takes a live key and nothing else', () => {
  it('answers 401 in French without a key, with a session token, or with an unknown key', async () => {
    for (const headers of [{}, keyHeader(lea.token), keyHeader(`crn_live_${'A'.repeat(43)}`)]) {
      const response = await t.get('/api/v1/services', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        message: V1_MESSAGES.unauthorized,
      });
    }
    const noKey = await t.post('/api/v1/bookings', booking(localStart(t, 2, '10:00')), { csrf: false });
    expect(noKey.statusCode).toBe(401);
  });

  it('answers 403 naming the scope the key lacks, and writes nothing', async () => {
    const reader = await createApiKey(t.deps, lea.id, ['bookings:read']);
    const refused = await post('/api/v1/bookings', booking(localStart(t, 2, '11:00')), reader.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(V1_MESSAGES.forbidden('bookings:write'));
    const services = await t.get('/api/v1/services', { headers: keyHeader(reader.secret) });
    expect(services.statusCode).toBe(403);
    const list = await t.get('/api/v1/bookings', { headers: keyHeader(reader.secret) });
    expect(list.json().bookings).toEqual([]);
  });
});

describe('/api/v1 and the account', () => {
  it('refuses the keys of a suspended account (403 ACCOUNT_SUSPENDED)', async () => {
    const zoe = await createProvider(t, { displayName: 'Atelier Zoé' });
    const key = await createApiKey(t.deps, zoe.id);
    expect((await t.get('/api/v1/services', { headers: keyHeader(key.secret) })).statusCode).toBe(200);
    await t.deps.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, zoe.id));
    const refused = await t.get('/api/v1/services', { headers: keyHeader(key.secret) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('/api/v1 bookings: the dashboard’s rules', () => {
  it('creates a booking that sends the same e-mail, refuses an overlap (409) and replays an Idempotency-Key', async () => {
    const start = localStart(t, 3, '10:00');
    const live: string[] = [];
    t.deps.events.on('booking_created', (event) => live.push(event.id));
    const first = await post('/api/v1/bookings', booking(start), all.secret, { 'idempotency-key': 'crm-1' });
    expect(first.statusCode).toBe(201);
    // The dashboard hears of it live, once, like any other booking.
    expect(live).toEqual([first.json().booking.id]);
    expect((await t.lastEmailTo('rose@exemple.fr'))?.kind).toBe('booking_confirmation');
    const replay = await post('/api/v1/bookings', booking(start), all.secret, { 'idempotency-key': 'crm-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(live).toHaveLength(1);
    const other = await post('/api/v1/bookings', booking(localStart(t, 3, '15:00')), all.secret, {
      'idempotency-key': 'crm-1',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const overlap = await post(
      '/api/v1/bookings',
      booking(localStart(t, 3, '10:15'), 'autre@exemple.fr'),
      all.secret,
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().code).toBe('CONFLICT');
  });

  it('reads, moves and cancels its own bookings, and answers 404 for another provider’s', async () => {
    const created = await post(
      '/api/v1/bookings',
      booking(localStart(t, 4, '10:00'), 'paul@exemple.fr'),
      all.secret,
    );
    const id = created.json().booking.id;
    const read = await t.get(`/api/v1/bookings/${id}`, { headers: keyHeader(all.secret) });
    expect(read.json().booking.id).toBe(id);
    const marcs = await createApiKey(t.deps, marc.id);
    expect((await t.get(`/api/v1/bookings/${id}`, { headers: keyHeader(marcs.secret) })).statusCode).toBe(
      404,
    );
    const newStart = localStart(t, 4, '14:00');
    expect(
      (await post(`/api/v1/bookings/${id}/reschedule`, { start: newStart }, marcs.secret)).statusCode,
    ).toBe(404);
    expect((await post(`/api/v1/bookings/${id}/cancel`, {}, marcs.secret)).statusCode).toBe(404);
    const slots = await t.get(`/api/v1/slots?serviceId=${serviceId}`, { headers: keyHeader(marcs.secret) });
    expect(slots.statusCode).toBe(404);
    const moved = await post(`/api/v1/bookings/${id}/reschedule`, { start: newStart }, all.secret);
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().booking.start)).toBe(Date.parse(newStart));
    const cancelled = await post(`/api/v1/bookings/${id}/cancel`, { reason: 'Fermeture' }, all.secret);
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect((await t.lastEmailTo('paul@exemple.fr'))?.kind).toBe('booking_cancelled_client');
  });

  it('pages the list with an opaque cursor', async () => {
    for (const hhmm of ['09:00', '09:30', '10:00']) {
      await post('/api/v1/bookings', booking(localStart(t, 9, hhmm), `page-${hhmm}@exemple.fr`), all.secret);
    }
    const from = localStart(t, 9, '00:00');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `from=${encodeURIComponent(from)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.get(`/api/v1/bookings?${query}`, { headers: keyHeader(all.secret) })).json();
      seen.push(...page.bookings.map((b: { start: string }) => b.start));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((s) => Date.parse(s))).toEqual(
      ['09:00', '09:30', '10:00'].map((h) => Date.parse(localStart(t, 9, h))),
    );
    const bad = await t.get('/api/v1/bookings?cursor=nimporte', { headers: keyHeader(all.secret) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('cursor');
    const tooMany = await t.get('/api/v1/bookings?limit=101', { headers: keyHeader(all.secret) });
    expect(tooMany.json().field).toBe('limit');
  });
});

describe('/api/v1 rate limit, per key', () => {
  it('says the limit on every answer and answers 429 with Retry-After past it, for that key only', async () => {
    const busy = await createApiKey(t.deps, lea.id, ['services:read']);
    const calm = await createApiKey(t.deps, lea.id, ['services:read']);
    const first = await t.get('/api/v1/services', { headers: keyHeader(busy.secret) });
    expect(first.headers['ratelimit-limit']).toBe(String(API_KEY_RATE_RULE.limit));
    expect(first.headers['ratelimit-remaining']).toBe(String(API_KEY_RATE_RULE.limit - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const window = Math.floor(t.clock.now().getTime() / 60_000) * 60_000;
    await t.deps.database.db
      .update(rateLimits)
      .set({ count: API_KEY_RATE_RULE.limit })
      .where(and(eq(rateLimits.key, apiKeyRateKey(busy.id)), eq(rateLimits.windowStart, new Date(window))));
    const limited = await t.get('/api/v1/services', { headers: keyHeader(busy.secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Trop de requêtes pour cette clé d’API/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    const other = await t.get('/api/v1/services', { headers: keyHeader(calm.secret) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe(String(API_KEY_RATE_RULE.limit - 1));
  });
});
