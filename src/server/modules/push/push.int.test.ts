import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, type TTestProvider } from '../../../test/booking-factories';
import { appSecrets, pushDeliveries, pushSubscriptions } from '../../db/schema';
import { startWorkers, type TJobs, type TWorkers } from '../../jobs/start-jobs';
import { kickPushDeliveries, queuePush } from './api';
import { deliverPush, PUSH_MAX_ATTEMPTS } from './deliveries';
import { ENDPOINT_REFUSED } from './endpoint-guard';
import { browserKeys, quietJobsLog, startPushService } from './test-support';

let t: TestApp;
let provider: TTestProvider;
let other: TTestProvider;
let service: Awaited<ReturnType<typeof startPushService>>;
let workers: TWorkers | undefined;

beforeAll(async () => {
  // The local push service is plain http on 127.0.0.1: both switches are needed to reach it.
  t = await createTestApp({ env: { PUSH_ALLOW_INSECURE: 'true', OUTBOUND_ALLOW_PRIVATE: 'true' } });
  provider = await createProvider(t);
  other = await createProvider(t, { displayName: 'Salon Marc' });
  service = await startPushService();
});
afterAll(async () => {
  await workers?.close();
  await service?.close();
  await t?.close();
});

async function subscribe(token: string, endpoint: string, keys = browserKeys().keys) {
  return t.post(
    '/api/notifications/subscriptions',
    { subscription: { endpoint, keys }, userAgent: 'Test/1.0' },
    { token },
  );
}

async function subscriptionOf(endpoint: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

type TSwitches = { PUSH_ALLOW_INSECURE: boolean; OUTBOUND_ALLOW_PRIVATE: boolean };

/** Runs `body` with these switches, then puts the file's own back. */
async function withConfig(switches: TSwitches, body: () => Promise<void>) {
  const config = t.deps.config as TSwitches;
  const saved = {
    PUSH_ALLOW_INSECURE: config.PUSH_ALLOW_INSECURE,
    OUTBOUND_ALLOW_PRIVATE: config.OUTBOUND_ALLOW_PRIVATE,
  };
  Object.assign(config, switches);
  try {
    await body();
  } finally {
    Object.assign(config, saved);
  }
}

async function expectRefused(endpoint: string) {
  const response = await subscribe(provider.token, endpoint);
  expect(response.statusCode, endpoint).toBe(400);
  expect(response.json()).toMatchObject({ field: 'subscription.endpoint', message: ENDPOINT_REFUSED });
  expect(await subscriptionOf(endpoint)).toBeUndefined();
}

/** The local push service under a name that resolves to 127.0.0.1. */
const localhostUrl = (path: string) => service.url(path).replace('127.0.0.1', 'localhost');

describe('VAPID key', () => {
  it('is generated once, kept in the database, and served to anyone', async () => {
    const first = await t.get('/api/notifications/vapid-public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await t.get('/api/notifications/vapid-public-key')).json().publicKey).toBe(publicKey);
    const [row] = await t.deps.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'));
    expect(JSON.parse(row?.value ?? '{}').publicKey).toBe(publicKey);
  });
});

describe('subscriptions', () => {
  it('refuses a guest', async () => {
    const response = await t.post('/api/notifications/subscriptions', {
      subscription: { endpoint: service.url('/guest'), keys: browserKeys().keys },
    });
    expect(response.statusCode).toBe(401);
  });

  it('names the wrong field and writes nothing', async () => {
    const response = await t.post(
      '/api/notifications/subscriptions',
      { subscription: { endpoint: service.url('/bad'), keys: { p256dh: 'a b', auth: 'x' } } },
      { token: provider.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('subscription.keys.p256dh');
    expect(await subscriptionOf(service.url('/bad'))).toBeUndefined();
  });

  it('refuses http, private, loopback and mapped addresses when push is not insecure', async () => {
    await withConfig({ PUSH_ALLOW_INSECURE: false, OUTBOUND_ALLOW_PRIVATE: false }, async () => {
      for (const endpoint of [
        service.url('/plain-http'),
        'https://127.0.0.1/push',
        'https://10.1.2.3/push',
        'https://[::ffff:127.0.0.1]/push',
        'https://[fd00::1]/push',
        'https://user:secret@push.example.com/push',
        'https://push.example.com:8443/push',
        'https://localhost/push',
      ]) {
        await expectRefused(endpoint);
      }
    });
  });

  it('PUSH_ALLOW_INSECURE allows http, not private addresses (OUTBOUND_ALLOW_PRIVATE does)', async () => {
    await withConfig({ PUSH_ALLOW_INSECURE: true, OUTBOUND_ALLOW_PRIVATE: false }, async () => {
      await expectRefused(service.url('/insecure-only'));
      await expectRefused(localhostUrl('/insecure-only-by-name'));
    });
  });
  it('moves an endpoint to the last account that saved it; deletes only the caller’s own', async () => {
    const endpoint = service.url('/shared-device');
    expect((await subscribe(other.token, endpoint)).statusCode).toBe(201);
    expect((await subscribe(provider.token, endpoint)).statusCode).toBe(201);
    expect(await subscriptionOf(endpoint)).toMatchObject({ userId: provider.id, userAgent: 'Test/1.0' });
    const query = `?endpoint=${encodeURIComponent(endpoint)}`;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/subscriptions${query}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(refused.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/subscriptions${query}`,
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await subscriptionOf(endpoint)).toBeUndefined();
  });
});

describe('a real push, decrypted as the browser does', () => {
  it('POST /api/notifications/test reaches the device with the French title, signed with VAPID', async () => {
    const browser = browserKeys();
    await subscribe(other.token, service.url('/other-device'));
    expect((await subscribe(provider.token, service.url('/test-device'), browser.keys)).statusCode).toBe(201);
    const before = service.received.length;
    const response = await t.post('/api/notifications/test', {}, { token: provider.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sent: 1, failed: 0 });
    const pushes = service.received.slice(before);
    expect(pushes.map((p) => p.path)).toEqual(['/test-device']);
    const [push] = pushes;
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(browser.decrypt(push?.body ?? Buffer.alloc(0))).toMatchObject({ title: 'Test de notification' });
  });

  it('counts a device the push service forgot (410) as failed, and deletes it', async () => {
    const endpoint = service.url('/forgotten-test');
    service.answer('/forgotten-test', 410);
    await subscribe(other.token, endpoint);
    await t.deps.database.db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, service.url('/other-device')));
    const response = await t.post(
      '/api/notifications/test',
      { title: 'Essai', body: 'Bonjour' },
      { token: other.token },
    );
    expect(response.json()).toMatchObject({ sent: 0, failed: 1 });
    expect(await subscriptionOf(endpoint)).toBeUndefined();
  });
});

describe('queued deliveries', () => {
  const payload = {
    title: 'Nouveau rendez-vous',
    body: 'Jeanne Petit, mardi 10:00',
    url: '/dashboard/agenda',
  };

  it('writes nothing that goes out when the change rolls back', async () => {
    await subscribe(provider.token, service.url('/rollback-device'));
    await t.deps.database.db
      .transaction(async (tx) => {
        expect(await queuePush(tx, { userId: provider.id, payload }, t.clock.now())).not.toHaveLength(0);
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await t.deps.database.db.select().from(pushDeliveries);
    expect(rows).toEqual([]);
  });

  it('sends a committed delivery once per device; a second run skips it', async () => {
    const browser = browserKeys();
    const endpoint = service.url('/queued-device');
    await subscribe(provider.token, endpoint, browser.keys);
    const ids = await t.deps.database.db.transaction((tx) =>
      queuePush(tx, { userId: provider.id, payload }, t.clock.now()),
    );
    const subscription = await subscriptionOf(endpoint);
    const [mine] = await t.deps.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, subscription?.id ?? ''));
    expect(ids).toContain(mine?.id);
    expect(await deliverPush(t.deps, mine?.id ?? '')).toBe('sent');
    expect(await deliverPush(t.deps, mine?.id ?? '')).toBe('skipped');
    const received = service.received.filter((p) => p.path === '/queued-device');
    expect(received).toHaveLength(1);
    expect(browser.decrypt(received[0]?.body ?? Buffer.alloc(0))).toEqual(payload);
  });

  it('deletes a subscription whose endpoint answers 410, with its deliveries', async () => {
    const endpoint = service.url('/gone-device');
    service.answer('/gone-device', 410);
    await subscribe(other.token, endpoint);
    const [deliveryId] = await t.deps.database.db.transaction((tx) =>
      queuePush(tx, { userId: other.id, payload }, t.clock.now()),
    );
    expect(await deliverPush(t.deps, deliveryId ?? '')).toBe('gone');
    expect(await subscriptionOf(endpoint)).toBeUndefined();
    expect(
      await t.deps.database.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.id, deliveryId ?? '')),
    ).toEqual([]);
  });

  it('deletes a subscription whose name resolves to a private address once the guard is on, sending nothing', async () => {
    await t.deps.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, other.id));
    const endpoint = localhostUrl('/rebound-device');
    await subscribe(other.token, endpoint);
    const [deliveryId] = await t.deps.database.db.transaction((tx) =>
      queuePush(tx, { userId: other.id, payload }, t.clock.now()),
    );
    await withConfig({ PUSH_ALLOW_INSECURE: true, OUTBOUND_ALLOW_PRIVATE: false }, async () => {
      expect(await deliverPush(t.deps, deliveryId ?? '')).toBe('gone');
    });
    expect(service.received.filter((p) => p.path === '/rebound-device')).toEqual([]);
    expect(await subscriptionOf(endpoint)).toBeUndefined();
  });

  it('marks a delivery failed after its last attempt, without throwing', async () => {
    await t.deps.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, other.id));
    service.answer('/down-device', 503);
    await subscribe(other.token, service.url('/down-device'));
    const [deliveryId] = await t.deps.database.db.transaction((tx) =>
      queuePush(tx, { userId: other.id, payload }, t.clock.now()),
    );
    await expect(deliverPush(t.deps, deliveryId ?? '')).rejects.toThrow(/503/);
    await t.deps.database.db
      .update(pushDeliveries)
      .set({ attempts: PUSH_MAX_ATTEMPTS - 1 })
      .where(eq(pushDeliveries.id, deliveryId ?? ''));
    expect(await deliverPush(t.deps, deliveryId ?? '')).toBe('failed');
    const [row] = await t.deps.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.id, deliveryId ?? ''));
    expect(row).toMatchObject({ status: 'failed', attempts: PUSH_MAX_ATTEMPTS });
  });

  it('through the job queue: a 500 is retried by pg-boss, then the push goes out', async () => {
    await t.deps.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, other.id));
    service.answer('/flaky-device', 500);
    await subscribe(other.token, service.url('/flaky-device'));
    workers = await startWorkers(t.deps, { log: quietJobsLog, ticks: false, pollingIntervalSeconds: 0.5 });
    const deps = t.deps;
    const { jobs } = deps;
    const ids = await t.deps.database.db.transaction((tx) =>
      queuePush(tx, { userId: other.id, payload }, t.clock.now()),
    );
    await kickPushDeliveries(deps, ids);
    const [job] = await waitForJob(jobs, (state) => state === 'retry');
    expect(job?.state).toBe('retry');
    service.answer('/flaky-device', 201);
    await waitForJob(jobs, (state) => state === 'completed');
    const [row] = await t.deps.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.id, ids[0] ?? ''));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  }, 60_000);
});

async function waitForJob(jobs: TJobs, done: (state: string) => boolean) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const found = await jobs.boss.findJobs('push.deliver');
    if (found.some((job) => done(job.state))) return found;
    if (Date.now() > deadline) throw new Error(`push.deliver: ${found.map((j) => j.state).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
