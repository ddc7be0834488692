import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { localStart } from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { bookPublicly, localDay, offerWorld, type TOfferWorld } from '../../../test/waitlist-factories';
import { webhookDeliveries } from '../../db/schema';
import { anonymiseClientBookings } from '../bookings/api';

/** Issue 36: the events the other modules emit, each path once (public booking, move, waitlist). */
let t: TestApp;
let world: TOfferWorld;
let webhookId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  world = await offerWorld(t);
  const created = await t.post(
    '/api/webhooks',
    {
      url: 'http://127.0.0.1:9/hooks',
      events: ['booking.created', 'booking.rescheduled', 'booking.completed', 'waitlist.joined'],
    },
    { token: world.provider.token },
  );
  expect(created.statusCode).toBe(201);
  webhookId = created.json().webhook.id;
});
afterAll(() => t.close());

const payloads = async () =>
  (
    await t.deps.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhookId))
      .orderBy(asc(webhookDeliveries.createdAt))
  ).map((row) => row.payload as { type: string; data: Record<string, unknown> });

describe('events emitted by the other modules', () => {
  it('a public booking, then its move by the provider', async () => {
    const before = (await payloads()).length;
    const booking = await bookPublicly(t, world, localStart(t, 2, '10:00'), 'claire@exemple.fr');
    // The test clock stands still: a second later, the two rows sort by their time.
    t.clock.advance(1000);
    const moved = await t.patch(
      `/api/bookings/${booking.id}`,
      { start: localStart(t, 3, '10:00'), notifyClient: false },
      { token: world.provider.token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const events = (await payloads()).slice(before);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.rescheduled']);
    expect(events[0]?.data).toMatchObject({
      bookingId: booking.id,
      service: { id: world.service.id, name: 'Coupe' },
      client: { email: 'claire@exemple.fr' },
      start: localStart(t, 2, '10:00').replace('Z', '.000Z'),
    });
    expect(events[1]?.data).toMatchObject({
      start: localStart(t, 3, '10:00').replace('Z', '.000Z'),
      previousStart: localStart(t, 2, '10:00').replace('Z', '.000Z'),
    });
  });

  it('a client joining the waitlist', async () => {
    const before = (await payloads()).length;
    const response = await t.post(
      `/api/public/providers/${world.provider.id}/waitlist`,
      {
        serviceId: world.service.id,
        from: localDay(t, 3),
        to: localDay(t, 5),
        client: { name: 'Jeanne Petit', email: 'attente@exemple.fr', phone: '06 12 34 56 78' },
        consent: true,
      },
      { ip: nextTestIp() },
    );
    expect(response.statusCode, response.body).toBe(201);
    const [event] = (await payloads()).slice(before);
    expect(event).toMatchObject({
      type: 'waitlist.joined',
      data: { entryId: response.json().entry.id, client: { email: 'attente@exemple.fr' } },
    });
  });

  it('a client erased (Art. 17) leaves its events without the client', async () => {
    const booking = await bookPublicly(t, world, localStart(t, 9, '10:00'), 'efface@exemple.fr');
    const about = async () => (await payloads()).filter((p) => p.data.bookingId === booking.id);
    expect((await about())[0]?.data).toMatchObject({ client: { email: 'efface@exemple.fr' } });
    await t.deps.database.db.transaction((tx) =>
      anonymiseClientBookings(tx, world.provider.id, { email: 'efface@exemple.fr' }, t.clock.now()),
    );
    const [event] = await about();
    expect(event?.type).toBe('booking.created');
    expect(event?.data).not.toHaveProperty('client');
    expect(JSON.stringify(await payloads())).not.toContain('efface@exemple.fr');
  });
});
