import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { pushDeliveries, pushSubscriptions } from '../../db/schema';
import { retentionJob } from '../../jobs/definitions/retention';
import { browserKeys, startPushService } from './test-support';

/** Friday 20 November 2026, 10:00 in Paris. */
const NOW = new Date('2026-11-20T09:00:00Z');

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_INSECURE: 'true', OUTBOUND_ALLOW_PRIVATE: 'true' } });
  t.clock.set(NOW);
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
  await t?.close();
});

/** A provider open every day, with one browser subscribed to push at `/device-{name}`. */
async function subscribedProvider(name: string) {
  const provider = await createProvider(t, { displayName: name });
  const { id: serviceId } = await createService(t.deps, provider.id, { name: 'Coupe femme' });
  await openEveryDay(t.deps, provider.id, '08:00', '20:00');
  const browser = browserKeys();
  const path = `/device-${provider.id}`;
  const saved = await t.post(
    '/api/notifications/subscriptions',
    { subscription: { endpoint: service.url(path), keys: browser.keys }, userAgent: 'Test/1.0' },
    { token: provider.token },
  );
  expect(saved.statusCode).toBe(201);
  return { provider, serviceId, browser, path };
}

async function book(provider: TTestProvider, serviceId: string) {
  const response = await t.post(
    `/api/public/providers/${provider.id}/bookings`,
    bookingBody(serviceId, localStart(t, 4, '10:00'), { name: 'Marie Durand', email: 'marie@exemple.fr' }),
    { ip: nextTestIp() },
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ booking: { id: string }; manageUrl: string }>();
}

/**
 * Runs the push.deliver jobs the booking queued with it (the workers' work, run here) and says how
 * many deliveries this provider's devices had.
 */
async function deliverQueued(provider: TTestProvider) {
  const db = t.deps.database.db;
  const devices = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, provider.id));
  const rows = await db.select().from(pushDeliveries).where(inArray(pushDeliveries.subscriptionId, devices));
  const runs = await t.runJobs(['push.deliver']);
  expect(runs.filter((run) => run.error)).toEqual([]);
  return rows.length;
}

describe('push notifications of the provider', () => {
  it('pushes a public booking to each device, in French, opening the booking', async () => {
    const { provider, serviceId, browser, path } = await subscribedProvider('Salon Léa');
    const { booking } = await book(provider, serviceId);
    expect(await deliverQueued(provider)).toBe(1);
    const received = service.received.filter((p) => p.path === path);
    expect(received).toHaveLength(1);
    expect(browser.decrypt(received[0]?.body ?? Buffer.alloc(0))).toMatchObject({
      title: 'Nouveau rendez-vous',
      body: 'Marie Durand — Coupe femme, mardi 24 novembre à 10:00',
      url: `/dashboard/agenda?booking=${booking.id}`,
      icon: '/logo192.png',
    });
  });

  it('pushes a cancellation by the client', async () => {
    const { provider, serviceId, browser, path } = await subscribedProvider('Salon Zoé');
    const created = await book(provider, serviceId);
    const token = created.manageUrl.split('/').pop() ?? '';
    const cancelled = await t.post(
      `/api/public/bookings/${created.booking.id}/cancel`,
      { token },
      { ip: nextTestIp() },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await deliverQueued(provider)).toBe(2);
    const titles = service.received
      .filter((p) => p.path === path)
      .map((p) => (browser.decrypt(p.body) as { title: string }).title);
    expect(titles.sort()).toEqual(['Nouveau rendez-vous', 'Rendez-vous annulé par le client']);
  });

  it('sends nothing when the type’s push preference is off', async () => {
    const { provider, serviceId } = await subscribedProvider('Salon Ana');
    const saved = await t.post(
      '/api/user-notifications/preferences',
      { preferences: { booking_created: { inApp: true, email: true, push: false } } },
      { token: provider.token },
    );
    expect(saved.statusCode).toBe(200);
    await book(provider, serviceId);
    expect(await deliverQueued(provider)).toBe(0);
  });

  it('sends nothing when « Notifications du navigateur » is off in the settings', async () => {
    const { provider, serviceId } = await subscribedProvider('Salon Eva');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { browserNotifications: false },
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(saved.statusCode).toBe(200);
    await book(provider, serviceId);
    expect(await deliverQueued(provider)).toBe(0);
  });
});

describe('push data retention', () => {
  it('deletes a week-old sent delivery with the daily job, keeps a recent one', async () => {
    const { provider, serviceId } = await subscribedProvider('Salon Nina');
    await book(provider, serviceId);
    expect(await deliverQueued(provider)).toBe(1);
    t.clock.advance(6 * 86_400_000);
    await retentionJob.handler(t.deps, {});
    expect(await deliverQueued(provider)).toBe(1);
    t.clock.advance(2 * 86_400_000);
    await retentionJob.handler(t.deps, {});
    expect(await deliverQueued(provider)).toBe(0);
  });

  it('forgets every browser of an account erased by its owner', async () => {
    const { provider } = await subscribedProvider('Salon Iris');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${provider.token}` },
      payload: { password: provider.password },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.deps.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, provider.id));
    expect(left).toEqual([]);
  });
});
