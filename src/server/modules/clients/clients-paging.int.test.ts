import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { bookings } from '../../db/schema';

let t: TestApp;
let provider: TTestProvider;
const HOUR = 3_600_000;
const CLIENTS = 120;

/** Client n (1…120) has n % 4 + 1 bookings: an even client's first is to come, the others are past. */
function bookingsOf(n: number, providerId: string, serviceId: string) {
  const name = `Client ${String(n).padStart(3, '0')}`;
  return Array.from({ length: (n % 4) + 1 }, (_, i) => {
    const hours = i === 0 && n % 2 === 0 ? 24 + n : -(n + i * 200);
    const start = new Date(t.clock.now().getTime() + hours * HOUR);
    const end = new Date(start.getTime() + 30 * 60_000);
    return {
      providerId,
      serviceId,
      startAt: start,
      endAt: end,
      blockedFrom: start,
      blockedTo: end,
      timezone: 'Europe/Paris',
      status: 'confirmed' as const,
      source: 'manual' as const,
      clientName: name,
      clientEmail: `client${n}@exemple.fr`,
      clientPhone: '',
      manageTokenHash: randomUUID(),
    };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  const service = await createService(t.deps, provider.id);
  const rows = Array.from({ length: CLIENTS }, (_, i) => bookingsOf(i + 1, provider.id, service.id)).flat();
  await t.deps.database.db.insert(bookings).values(rows);
});
afterAll(() => t.close());

const page = async (query: string) => {
  const response = await t.get(`/api/clients?${query}`, { token: provider.token });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    total: body.total as number,
    names: body.clients.map((c: { name: string }) => c.name) as string[],
  };
};

describe('GET /api/clients, sorted and paged', () => {
  it('answers 50 clients a page with the total; past the last page, none', async () => {
    const first = await page('sort=name&dir=asc');
    expect(first.total).toBe(CLIENTS);
    expect(first.names).toHaveLength(50);
    expect(first.names[0]).toBe('Client 001');
    expect((await page('sort=name&dir=asc&page=2')).names[0]).toBe('Client 051');
    const last = await page('sort=name&dir=asc&page=3');
    expect(last.names).toHaveLength(20);
    expect(last.names.at(-1)).toBe('Client 120');
    expect(await page('sort=name&page=4')).toEqual({ total: CLIENTS, names: [] });
    // Without parameters: the first page, latest activity first (the future visit of Client 120).
    const plain = await page('');
    expect(plain.total).toBe(CLIENTS);
    expect(plain.names).toHaveLength(50);
    expect(plain.names[0]).toBe('Client 120');
  });

  it('sorts by each column, both ways, and pages the search', async () => {
    expect((await page('sort=name&dir=desc')).names.slice(0, 2)).toEqual(['Client 120', 'Client 119']);
    // Visits: n % 4 past bookings (even clients have one to come), so 3 or 4 first.
    const byVisits = await page('sort=visits&dir=desc');
    expect(byVisits.names[0]).toBe('Client 003');
    expect((await page('sort=visits&dir=asc')).names[0]).toBe('Client 004');
    // The most recent past visit is Client 001's, an hour ago; odd clients have no visit to come.
    expect((await page('sort=lastVisit&dir=desc')).names[0]).toBe('Client 001');
    const next = await page('sort=nextVisit&dir=asc');
    expect(next.names.slice(0, 2)).toEqual(['Client 002', 'Client 004']);
    // Clients without a next visit come last, whichever the direction.
    expect((await page('sort=nextVisit&dir=desc')).names[0]).toBe('Client 120');
    expect((await page('sort=nextVisit&dir=desc&page=3')).names.at(-1)).toMatch(/[13579]$/);
    const search = await page('q=client1&sort=name');
    expect(search.total).toBe(32);
    expect(search.names[0]).toBe('Client 001');
  });

  it('refuses an unknown sort, direction or page with 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['sort=name&dir=up', 'dir'],
      ['page=0', 'page'],
      ['page=deux', 'page'],
    ] as const) {
      const response = await t.get(`/api/clients?${query}`, { token: provider.token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', field });
    }
  });
});
