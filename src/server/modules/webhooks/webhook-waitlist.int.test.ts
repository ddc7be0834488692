import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { localStart } from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { bookPublicly, localDay, offerWorld, type TOfferWorld } from '../../../test/waitlist-factories';
import { addWebhookEndpoint, payloadsOf, type TStoredPayload } from '../../../test/webhook-factories';
import { deleteEndedWaitlistEntries } from '../waitlist/api';

/**
 * Issue 36, ADR 0064: a booking's « plus tôt » alert is `waitlist.joined` too, and an entry deleted
 * by any path takes the client's contact out of its deliveries (the booking's own keep theirs).
 */
let t: TestApp;
let world: TOfferWorld;
let endpointId: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await offerWorld(t);
  endpointId = (await addWebhookEndpoint(t.deps, world.provider.id, ['booking.created', 'waitlist.joined']))
    .id;
});
afterAll(() => t.close());

const about = async (key: 'entryId' | 'bookingId', id: string, type: string): Promise<TStoredPayload[]> =>
  (await payloadsOf(t.deps, endpointId)).filter((p) => p.type === type && p.data[key] === id);

/** A booking and its « plus tôt » alert: the alert's id and its leave token (as its manage page has it). */
async function bookingWithAlert(days: number) {
  const booking = await bookPublicly(t, world, localStart(t, days, '10:00'));
  const asked = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
  expect(asked.statusCode, asked.body).toBe(201);
  const view = await t.get(`/api/public/bookings/${booking.id}?token=${booking.token}`);
  return { booking, entryId: asked.json().entry.id as string, leaveToken: view.json().waitlist.leaveToken };
}

async function joinWaitlist(email: string, from: string, to: string): Promise<string> {
  const response = await t.post(
    `/api/public/providers/${world.provider.id}/waitlist`,
    {
      serviceId: world.service.id,
      from,
      to,
      client: { name: 'Jeanne Petit', email, phone: '06 12 34 56 78' },
      consent: true,
    },
    { ip: nextTestIp() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().entry.id;
}

describe('waitlist.joined of a « plus tôt » alert', () => {
  it('carries the entry as a join does, with its booking; asking twice sends nothing more', async () => {
    const { booking, entryId } = await bookingWithAlert(9);
    const sent = await about('entryId', entryId, 'waitlist.joined');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toEqual({
      entryId,
      bookingId: booking.id,
      service: { id: world.service.id, name: 'Coupe' },
      from: localDay(t, 0),
      to: localDay(t, 8),
      client: {
        name: 'Jeanne Petit',
        email: expect.stringMatching(/@exemple\.fr$/),
        phone: expect.any(String),
      },
    });
    const twice = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
    expect(twice.statusCode).toBe(409);
    expect(
      (await payloadsOf(t.deps, endpointId)).filter((p) => p.data.bookingId === booking.id),
    ).toHaveLength(2);
  });
});

describe('an entry deleted takes the client out of its deliveries', () => {
  const withoutClient = async (entryId: string) => {
    const [event] = await about('entryId', entryId, 'waitlist.joined');
    expect(event?.data.entryId).toBe(entryId);
    expect(event?.data).not.toHaveProperty('client');
  };

  it('the client leaving by the link: the alert’s event loses them, the booking’s keeps them', async () => {
    const { booking, entryId, leaveToken } = await bookingWithAlert(10);
    const left = await t.post(`/api/public/waitlist/${entryId}/leave`, { token: leaveToken });
    expect(left.statusCode, left.body).toBe(200);
    await withoutClient(entryId);
    const [created] = await about('bookingId', booking.id, 'booking.created');
    expect(created?.data).toHaveProperty('client.email');
  });

  it('the provider removing the entry from their list', async () => {
    const entryId = await joinWaitlist('retire@exemple.fr', localDay(t, 3), localDay(t, 4));
    expect((await about('entryId', entryId, 'waitlist.joined'))[0]?.data).toHaveProperty('client');
    const removed = await t.delete(`/api/waitlist/${entryId}`, { token: world.provider.token });
    expect(removed.statusCode, removed.body).toBe(200);
    await withoutClient(entryId);
  });

  it('the booking cancelled (its alert goes with it)', async () => {
    const { booking, entryId } = await bookingWithAlert(11);
    const cancelled = await t.post(`/api/public/bookings/${booking.id}/cancel`, { token: booking.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await withoutClient(entryId);
  });

  it('an answered alert making way for a new one', async () => {
    const { booking, entryId } = await bookingWithAlert(12);
    const moved = await t.post(`/api/public/bookings/${booking.id}/reschedule`, {
      token: booking.token,
      start: localStart(t, 6, '10:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await about('entryId', entryId, 'waitlist.joined'))[0]?.data).toHaveProperty('client');
    const again = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
    expect(again.statusCode, again.body).toBe(201);
    await withoutClient(entryId);
    const [renewed] = await about('entryId', again.json().entry.id, 'waitlist.joined');
    expect(renewed?.data).toHaveProperty('client');
  });

  it('its window ended (the daily retention), and only the ended ones', async () => {
    const ended = await joinWaitlist('fini@exemple.fr', localDay(t, 1), localDay(t, 2));
    const later = await joinWaitlist('plus-tard@exemple.fr', localDay(t, 1), localDay(t, 20));
    const inFiveDays = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    expect(await deleteEndedWaitlistEntries(t.deps.database.db, inFiveDays)).toBeGreaterThanOrEqual(1);
    await withoutClient(ended);
    expect((await about('entryId', later, 'waitlist.joined'))[0]?.data).toMatchObject({
      client: { email: 'plus-tard@exemple.fr' },
    });
  });
});
