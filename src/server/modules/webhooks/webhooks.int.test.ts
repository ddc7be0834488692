import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../shared/schemas/webhooks';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  localStart,
  type TTestProvider,
} from '../../../test/booking-factories';
import { postponeJobs } from '../../../test/run-jobs';
import { startWebhookReceiver, verifies, type WebhookReceiver } from '../../../test/webhook-receiver';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { emitWebhookEvent } from './emit';
import { DISABLE_AFTER_FAILURES, RETRY_SCHEDULE_SECONDS } from './outcome';

let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
});
afterEach(() => t.clock.set(new Date()));
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

type TProvider = TTestProvider & { serviceId: string };

async function providerWithService(): Promise<TProvider> {
  const provider = await createProvider(t);
  return { ...provider, serviceId: (await createService(t.deps, provider.id)).id };
}

async function addWebhook(p: TProvider, events = ['booking.created']) {
  const response = await t.post('/api/webhooks', { url: receiver.url, events }, { token: p.token });
  expect(response.statusCode).toBe(201);
  return response.json<{ webhook: { id: string; active: boolean }; secret: string }>();
}

async function book(p: TProvider, days = 2) {
  const response = await t.post(
    '/api/bookings',
    {
      serviceId: p.serviceId,
      start: localStart(t, days, '15:00'),
      client: { name: 'Jeanne Petit', email: 'jeanne@exemple.fr', phone: '06 12 34 56 78' },
      notifyClient: false,
    },
    { token: p.token },
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ booking: { id: string } }>().booking;
}

const deliveriesOf = (endpointId: string) =>
  t.deps.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

/** The retry queued by a failure, made due now (pg-boss's clock and the app's). */
async function makeRetryDue(deliveryId: string, at: Date) {
  t.clock.set(new Date(at.getTime() + 1000));
  await postponeJobs(t.deps, 'webhooks.deliver', { deliveryId }, new Date(Date.now() - 1000));
}

describe('signed deliveries', () => {
  it('sends a booking.created signed per Standard Webhooks; a tampered body fails the check', async () => {
    const p = await providerWithService();
    const { webhook, secret } = await addWebhook(p);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const booking = await book(p);
    const before = receiver.calls.length;
    await t.runJobs(['webhooks.deliver']);
    const [call] = receiver.calls.slice(before);
    expect(call?.json).toMatchObject({
      type: 'booking.created',
      data: { bookingId: booking.id, status: 'confirmed', client: { name: 'Jeanne Petit' } },
    });
    expect(call?.id).toMatch(/^msg_/);
    expect(call && verifies(secret, call)).toBe(true);
    expect(call && verifies(secret, call, call.body.replace('Jeanne', 'Jeanno'))).toBe(false);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ id: call?.id, status: 'succeeded', attempts: 1, lastStatusCode: 200 });
    // The secret is stored sealed, never as given.
    const [row] = await t.deps.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(row?.secretEncrypted).not.toContain(secret.slice(6));
  });

  it('keeps the same webhook-id after a 500, then delivers on the retry', async () => {
    const p = await providerWithService();
    const { webhook, secret } = await addWebhook(p);
    receiver.failNext({ status: 500 });
    await book(p, 3);
    const before = receiver.calls.length;
    await t.runJobs(['webhooks.deliver']);
    const [failed] = await deliveriesOf(webhook.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(failed?.lastError).toBe('Le serveur a répondu 500.');
    const wait = (failed?.nextAttemptAt?.getTime() ?? 0) - t.clock.now().getTime();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(60_000);
    await makeRetryDue(failed?.id ?? '', failed?.nextAttemptAt ?? new Date());
    await t.runJobs(['webhooks.deliver']);
    const calls = receiver.calls.slice(before);
    expect(calls.map((c) => c.id)).toEqual([failed?.id, failed?.id]);
    expect(calls.every((c) => verifies(secret, c))).toBe(true);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('turns the endpoint off on a 410, with no more retries, and e-mails the provider', async () => {
    const p = await providerWithService();
    const { webhook } = await addWebhook(p);
    receiver.failNext({ status: 410 });
    await book(p, 4);
    await t.runJobs(['webhooks.deliver']);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', lastStatusCode: 410, nextAttemptAt: null });
    const list = await t.get('/api/webhooks', { token: p.token });
    expect(list.json().webhooks[0]).toMatchObject({ active: false, disabledReason: WEBHOOK_MESSAGES.gone });
    const mail = await t.lastEmailTo(p.email);
    expect(mail?.subject).toBe('Votre webhook a été désactivé — Créneau');
    // Off: a new booking sends nothing.
    await book(p, 5);
    expect(await deliveriesOf(webhook.id)).toHaveLength(1);
  });

  it('fails a delivery past its last retry, and turns the endpoint off after 20 such in a row', async () => {
    const p = await providerWithService();
    const { webhook } = await addWebhook(p);
    await t.deps.database.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: DISABLE_AFTER_FAILURES - 1 })
      .where(eq(webhookEndpoints.id, webhook.id));
    await book(p, 8);
    // Its last attempt is due: the schedule is spent.
    await t.deps.database.db
      .update(webhookDeliveries)
      .set({ attempts: RETRY_SCHEDULE_SECONDS.length })
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    receiver.failNext({ status: 503 });
    await t.runJobs(['webhooks.deliver']);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', lastStatusCode: 503, nextAttemptAt: null });
    const [row] = await t.deps.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(row).toMatchObject({ active: false, disabledReason: WEBHOOK_MESSAGES.tooManyFailures });
    expect((await t.lastEmailTo(p.email))?.text).toContain(WEBHOOK_MESSAGES.tooManyFailures);
  });

  it('signs with both secrets for 24 hours after a roll', async () => {
    const p = await providerWithService();
    const { webhook, secret: old } = await addWebhook(p);
    const rolled = await t.post(`/api/webhooks/${webhook.id}/roll-secret`, {}, { token: p.token });
    expect(rolled.statusCode).toBe(200);
    const { secret } = rolled.json<{ secret: string }>();
    const before = receiver.calls.length;
    expect((await t.post(`/api/webhooks/${webhook.id}/test`, {}, { token: p.token })).statusCode).toBe(202);
    await t.runJobs(['webhooks.deliver']);
    const [call] = receiver.calls.slice(before);
    expect(call?.json.type).toBe('ping');
    expect(call?.signature.split(' ')).toHaveLength(2);
    expect(call && verifies(secret, call) && verifies(old, call)).toBe(true);
  });
});

describe('emission in the transaction', () => {
  it('emits nothing when the transaction rolls back', async () => {
    const p = await providerWithService();
    const { webhook } = await addWebhook(p);
    const jobs = async () => {
      const { rows } = await t.deps.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'webhooks.deliver'`,
      );
      return rows[0]?.n;
    };
    const before = await jobs();
    const emit = (tx: Parameters<typeof emitWebhookEvent>[0]) =>
      emitWebhookEvent(tx, t.deps.jobs, p.id, 'booking.created', { bookingId: 'x' }, t.clock.now());
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await emit(tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await deliveriesOf(webhook.id)).toEqual([]);
    expect(await jobs()).toBe(before);
    // The same call committed leaves both: the check above can fail.
    await t.deps.database.db.transaction((tx) => emit(tx));
    expect(await deliveriesOf(webhook.id)).toHaveLength(1);
    expect(await jobs()).toBe((before ?? 0) + 1);
  });

  it('sends only the events an endpoint subscribed to: a cancellation', async () => {
    const p = await providerWithService();
    const { webhook } = await addWebhook(p, ['booking.cancelled']);
    const booking = await book(p, 6);
    expect(await deliveriesOf(webhook.id)).toEqual([]);
    const cancelled = await t.patch(
      `/api/bookings/${booking.id}`,
      { status: 'cancelled' },
      { token: p.token },
    );
    expect(cancelled.statusCode).toBe(200);
    const rows = await deliveriesOf(webhook.id);
    expect(rows.map((r) => r.eventType)).toEqual(['booking.cancelled']);
  });
});

describe('routes', () => {
  it('lists the log, retries one delivery and the failed ones', async () => {
    const p = await providerWithService();
    const { webhook } = await addWebhook(p);
    await book(p, 7);
    const [delivery] = await deliveriesOf(webhook.id);
    await t.deps.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 10, nextAttemptAt: null })
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    const log = await t.get(`/api/webhooks/${webhook.id}/deliveries`, { token: p.token });
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({
        id: delivery?.id,
        eventType: 'booking.created',
        status: 'failed',
        attempts: 10,
      }),
    ]);
    const all = await t.post(`/api/webhooks/${webhook.id}/deliveries/retry-failed`, {}, { token: p.token });
    expect(all.json()).toMatchObject({ retried: 1 });
    await t.runJobs(['webhooks.deliver']);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'succeeded', attempts: 11 });
    const again = await t.post(
      `/api/webhooks/${webhook.id}/deliveries/${delivery?.id}/retry`,
      {},
      { token: p.token },
    );
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for another provider’s webhook', async () => {
    const owner = await providerWithService();
    const other = await providerWithService();
    const { webhook } = await addWebhook(owner);
    const token = other.token;
    expect((await t.get(`/api/webhooks/${webhook.id}/deliveries`, { token })).statusCode).toBe(404);
    expect((await t.patch(`/api/webhooks/${webhook.id}`, { active: false }, { token })).statusCode).toBe(404);
    expect((await t.delete(`/api/webhooks/${webhook.id}`, { token })).statusCode).toBe(404);
    expect((await t.post(`/api/webhooks/${webhook.id}/roll-secret`, {}, { token })).statusCode).toBe(404);
    expect((await t.get('/api/webhooks', { token })).json().webhooks).toEqual([]);
  });

  it('refuses bad input with a French message naming the field', async () => {
    const p = await providerWithService();
    const noEvents = await t.post('/api/webhooks', { url: receiver.url, events: [] }, { token: p.token });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().message).toMatch(/events/);
    const ftp = await t.post(
      '/api/webhooks',
      { url: 'ftp://exemple.fr', events: ['ping'] },
      { token: p.token },
    );
    expect(ftp.statusCode).toBe(400);
  });
});

describe('URL guard', () => {
  it('refuses 127.0.0.1 without OUTBOUND_ALLOW_PRIVATE', async () => {
    const guarded = await createTestApp();
    try {
      const provider = await createProvider(guarded);
      const response = await guarded.post(
        '/api/webhooks',
        { url: 'http://127.0.0.1:9/hooks', events: ['booking.created'] },
        { token: provider.token },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'url' });
      const rows = await guarded.deps.database.db.select().from(webhookEndpoints);
      expect(rows).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});
