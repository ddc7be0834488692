import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  signDpaFor,
  type TTestProvider,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { bookings, outboxEmails } from '../../db/schema';
import { hashManageToken } from './manage-token';

const NOT_OPEN = {
  success: false,
  code: 'BOOKING_NOT_OPEN',
  message: 'La réservation en ligne n’est pas ouverte pour ce professionnel pour le moment.',
};
const DPA_REQUIRED = {
  success: false,
  code: 'BOOKING_NOT_OPEN',
  message:
    'Signez d’abord votre accord de traitement des données (DPA) : sans lui, Créneau ne peut pas enregistrer les rendez-vous de vos clients.',
};

let t: TestApp;
let lea: TTestProvider;
let service: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t, { phone: '01 23 45 67 89', dpa: false });
  service = await createService(t.deps, lea.id);
  await openEveryDay(t.deps, lea.id);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const page = (path = '') => t.get(`/api/public/providers/${lea.id}${path}`);
const asLea = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${lea.token}` } });

async function outboxCount() {
  const [row] = await db().select({ n: count() }).from(outboxEmails);
  return row?.n ?? 0;
}

/** A booking Léa's page took before the server checked the DPA, with the client's link token. */
async function earlierBooking(start: string) {
  const token = randomBytes(32).toString('base64url');
  const startAt = new Date(start);
  const endAt = new Date(startAt.getTime() + 30 * 60_000);
  const [row] = await db()
    .insert(bookings)
    .values({
      providerId: lea.id,
      serviceId: service.id,
      startAt,
      endAt,
      blockedFrom: startAt,
      blockedTo: endAt,
      timezone: 'Europe/Paris',
      source: 'public',
      clientName: 'Jeanne Petit',
      clientEmail: 'jeanne@exemple.fr',
      manageTokenHash: hashManageToken(token),
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return { id: row.id, token };
}

describe('a provider without a signed DPA collects no client data', () => {
  it('shows the page with bookingOpen false, no slot and no available day', async () => {
    const profile = await page();
    expect(profile.statusCode).toBe(200);
    expect(profile.json().provider).toMatchObject({ bookingOpen: false, phone: '01 23 45 67 89' });
    const slots = await page(`/slots?serviceId=${service.id}`);
    expect(slots.statusCode).toBe(200);
    expect(slots.json().slots).toEqual([]);
    const month = localStart(t, 3, '10:00').slice(0, 7);
    const days = await page(`/days?serviceId=${service.id}&month=${month}`);
    expect(days.json().days.filter((d: { available: boolean }) => d.available)).toEqual([]);
    // An unknown service or provider is still a 404, open or not.
    expect((await page(`/slots?serviceId=${randomUUID()}`)).statusCode).toBe(404);
    expect(
      (await t.get(`/api/public/providers/${randomUUID()}/slots?serviceId=${service.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a public booking with a French 403 and stores nothing', async () => {
    const start = localStart(t, 3, '10:00');
    const before = await outboxCount();
    const response = await t.post(
      `/api/public/providers/${lea.id}/bookings`,
      bookingBody(service.id, start),
      {
        ip: nextTestIp(),
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_OPEN);
    const [stored] = await db()
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.startAt, new Date(start)));
    expect(stored?.n).toBe(0);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses the provider’s own manual booking, telling them to sign their DPA', async () => {
    const response = await asLea('POST', '/api/bookings', {
      serviceId: service.id,
      start: localStart(t, 3, '11:00'),
      client: { name: 'Paul Durand', email: 'paul@exemple.fr', phone: '' },
      notifyClient: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(DPA_REQUIRED);
  });

  it('refuses to move an earlier booking, but still lets it be cancelled', async () => {
    const { id, token } = await earlierBooking(localStart(t, 4, '10:00'));
    const byClient = await t.post(`/api/public/bookings/${id}/reschedule`, {
      token,
      start: localStart(t, 4, '15:00'),
    });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json()).toEqual(NOT_OPEN);
    const byProvider = await asLea('PATCH', `/api/bookings/${id}`, { start: localStart(t, 4, '16:00') });
    expect(byProvider.statusCode).toBe(403);
    expect(byProvider.json()).toEqual(DPA_REQUIRED);
    const [unmoved] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(unmoved?.startAt.toISOString()).toBe(new Date(localStart(t, 4, '10:00')).toISOString());

    const cancel = await t.post(`/api/public/bookings/${id}/cancel`, { token });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().booking.status).toBe('cancelled');
  });

  it('opens the page once the DPA is signed', async () => {
    await signDpaFor(t.deps, lea.id);
    expect((await page()).json().provider.bookingOpen).toBe(true);
    expect((await page(`/slots?serviceId=${service.id}`)).json().slots.length).toBeGreaterThan(0);
    const response = await t.post(
      `/api/public/providers/${lea.id}/bookings`,
      bookingBody(service.id, localStart(t, 5, '10:00')),
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(201);
  });
});
