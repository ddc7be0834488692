import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { bookings } from '../../db/schema';

let t: TestApp;
let provider: TTestProvider;
let other: TTestProvider;

let daysAgo = 0;

async function insertBooking(p: TTestProvider, serviceId: string, client: { name: string; email?: string }) {
  daysAgo += 1;
  const start = new Date(t.clock.now().getTime() - daysAgo * 24 * 3_600_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  await t.deps.database.db.insert(bookings).values({
    providerId: p.id,
    serviceId,
    startAt: start,
    endAt: end,
    blockedFrom: start,
    blockedTo: end,
    timezone: 'Europe/Paris',
    status: 'completed',
    source: 'manual',
    clientName: client.name,
    clientEmail: client.email ?? '',
    clientPhone: '',
    manageTokenHash: randomUUID(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  other = await createProvider(t);
  const service = await createService(t.deps, provider.id);
  const otherService = await createService(t.deps, other.id);
  await insertBooking(provider, service.id, { name: 'Hélène Çelik', email: 'helene@exemple.fr' });
  await insertBooking(provider, service.id, { name: 'ÉLODIE Noël' });
  await insertBooking(provider, service.id, { name: 'Marc Durand' });
  // Another provider's client who matches every search below: never suggested to the first.
  await insertBooking(other, otherService.id, {
    name: 'Hélène Élodie Noël',
    email: 'helene.autre@exemple.fr',
  });
});
afterAll(() => t.close());

const names = async (q: string, token = provider.token) => {
  const response = await t.get(`/api/clients?q=${encodeURIComponent(q)}`, { token });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .clients.map((c: { name: string }) => c.name)
    .sort();
};

// The manual booking form's suggestions (issue 37) search the same list as the Clients page.
describe('GET /api/clients?q: accents and case ignored', () => {
  it('finds « Hélène » from « helene », « HÉLÈNE » or « hel », and « Noël » from « noel »', async () => {
    expect(await names('helene')).toEqual(['Hélène Çelik']);
    expect(await names('HÉLÈNE')).toEqual(['Hélène Çelik']);
    expect(await names('hel')).toEqual(['Hélène Çelik']);
    expect(await names('celik')).toEqual(['Hélène Çelik']);
    expect(await names('noel')).toEqual(['ÉLODIE Noël']);
    expect(await names('élodie')).toEqual(['ÉLODIE Noël']);
    expect(await names('elodie')).toEqual(['ÉLODIE Noël']);
  });

  it('still tells letters apart: « hela » finds nobody', async () => {
    expect(await names('hela')).toEqual([]);
  });

  it('never suggests another provider’s client, and refuses a guest', async () => {
    expect(await names('noel', other.token)).toEqual(['Hélène Élodie Noël']);
    expect(await names('autre')).toEqual([]);
    expect((await t.get('/api/clients?q=helene')).statusCode).toBe(401);
  });
});
