import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { bookings } from '../../db/schema';
import { keyOf } from './clients.test-support';

let t: TestApp;
let provider: TTestProvider;
let other: TTestProvider;
const HOUR = 3_600_000;

async function insertBooking(
  p: TTestProvider,
  serviceId: string,
  hoursFromNow: number,
  client: { name: string; email?: string; phone?: string },
  status: 'confirmed' | 'cancelled' | 'completed' | 'no_show' = 'confirmed',
) {
  const start = new Date(t.clock.now().getTime() + hoursFromNow * HOUR);
  const end = new Date(start.getTime() + 30 * 60_000);
  await t.deps.database.db.insert(bookings).values({
    providerId: p.id,
    serviceId,
    startAt: start,
    endAt: end,
    blockedFrom: start,
    blockedTo: end,
    timezone: 'Europe/Paris',
    status,
    source: 'manual',
    clientName: client.name,
    clientEmail: client.email ?? '',
    clientPhone: client.phone ?? '',
    manageTokenHash: randomUUID(),
  });
  return start.toISOString();
}

let jeanneLast: string;
let jeanneNext: string;

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  other = await createProvider(t);
  const service = await createService(t.deps, provider.id);
  const otherService = await createService(t.deps, other.id);
  await insertBooking(
    provider,
    service.id,
    -24 * 30,
    { name: 'Jeanne Petit', email: 'JEANNE@exemple.fr', phone: '06 11 11 11 11' },
    'completed',
  );
  jeanneLast = await insertBooking(provider, service.id, -24 * 2, {
    name: 'Jeanne Petit',
    email: 'jeanne@exemple.fr',
  });
  await insertBooking(
    provider,
    service.id,
    24,
    { name: 'Jeanne Petit', email: 'jeanne@exemple.fr' },
    'cancelled',
  );
  jeanneNext = await insertBooking(provider, service.id, 24 * 3, {
    name: 'Jeanne Petit-Martin',
    email: 'Jeanne@Exemple.fr',
  });
  await insertBooking(provider, service.id, -24 * 10, { name: 'Paul Durand', phone: '06 98 76 54 32' });
  await insertBooking(
    provider,
    service.id,
    -24 * 5,
    { name: 'Paul Durand', phone: '06.98.76.54.32' },
    'no_show',
  );
  await insertBooking(
    provider,
    service.id,
    -24 * 20,
    { name: 'Ana 100%', email: 'ana@exemple.fr' },
    'cancelled',
  );
  await insertBooking(other, otherService.id, 24, { name: 'Jeanne Petit', email: 'jeanne@exemple.fr' });
});
afterAll(() => t.close());

const list = async (q?: string, token = provider.token) => {
  const response = await t.get(`/api/clients${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, {
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().clients;
};

describe('GET /api/clients', () => {
  it('groups bookings by e-mail (case ignored) or by name and phone, latest activity first', async () => {
    expect(await list()).toEqual([
      {
        key: keyOf(provider.id, 'jeanne@exemple.fr'),
        name: 'Jeanne Petit-Martin',
        email: 'Jeanne@Exemple.fr',
        phone: '06 11 11 11 11',
        // Past and honoured only: the cancelled one and the one to come do not count.
        visits: 2,
        lastVisit: jeanneLast,
        nextVisit: jeanneNext,
      },
      {
        key: keyOf(provider.id, 'sans-email:paul durand:0698765432'),
        name: 'Paul Durand',
        email: '',
        phone: '06.98.76.54.32',
        // The missed appointment is not a visit.
        visits: 1,
        lastVisit: expect.any(String),
        nextVisit: null,
      },
      {
        key: keyOf(provider.id, 'ana@exemple.fr'),
        name: 'Ana 100%',
        email: 'ana@exemple.fr',
        phone: '',
        visits: 0,
        lastVisit: null,
        nextVisit: null,
      },
    ]);
  });

  it('searches name, e-mail and phone (digits alone match any formatting)', async () => {
    expect((await list('petit')).map((c: { name: string }) => c.name)).toEqual(['Jeanne Petit-Martin']);
    expect((await list('ANA@')).map((c: { name: string }) => c.name)).toEqual(['Ana 100%']);
    expect((await list('0698 765')).map((c: { name: string }) => c.name)).toEqual(['Paul Durand']);
    expect((await list('100%')).map((c: { name: string }) => c.name)).toEqual(['Ana 100%']);
    expect(await list('%')).toHaveLength(1);
    expect(await list('introuvable')).toEqual([]);
  });

  it('shows a provider only their own clients', async () => {
    const theirs = await list(undefined, other.token);
    expect(theirs).toEqual([
      expect.objectContaining({ email: 'jeanne@exemple.fr', visits: 0, lastVisit: null }),
    ]);
    expect((await t.get('/api/clients')).statusCode).toBe(401);
  });
});
