import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../shared/schemas/webhooks';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, type TTestProvider } from '../../../test/booking-factories';
import { postponeJobs } from '../../../test/run-jobs';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { webhookDeliveries } from '../../db/schema';
import { OUTBOUND_MESSAGES } from '../../outbound/outbound-error';
import { DELIVERY_MAX_RESPONSE_BYTES, deliverWebhook } from './deliver';

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

/** A provider with one endpoint, and a `ping` to it queued (not sent yet). */
async function queuedPing(): Promise<{ p: TTestProvider; webhookId: string; deliveryId: string }> {
  const p = await createProvider(t);
  const added = await t.post(
    '/api/webhooks',
    { url: receiver.url, events: ['booking.created'] },
    { token: p.token },
  );
  expect(added.statusCode).toBe(201);
  const webhookId = added.json<{ webhook: { id: string } }>().webhook.id;
  const ping = await t.post(`/api/webhooks/${webhookId}/test`, {}, { token: p.token });
  expect(ping.statusCode).toBe(202);
  return { p, webhookId, deliveryId: ping.json<{ delivery: { id: string } }>().delivery.id };
}

async function deliveryRow(id: string) {
  const [row] = await t.deps.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new Error(`delivery ${id} not found`);
  return row;
}

const callsOf = (id: string) => receiver.calls.filter((c) => c.id === id);

describe('webhook deliveries at the edges', () => {
  it('counts a 2xx with an answer past 64 KB as delivered, reading no more than 64 KB', async () => {
    const { deliveryId } = await queuedPing();
    receiver.failNext({ status: 200, body: 'x'.repeat(DELIVERY_MAX_RESPONSE_BYTES * 3) });
    await t.runJobs(['webhooks.deliver']);
    expect(await deliveryRow(deliveryId)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
  });

  it('records a receiver that never answers as a timeout, then sends the same id again', async () => {
    const { deliveryId } = await queuedPing();
    receiver.failNext('hang');
    await deliverWebhook(t.deps, deliveryId, 300);
    const failed = await deliveryRow(deliveryId);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: OUTBOUND_MESSAGES.timeout(1),
      leasedUntil: null,
    });
    t.clock.set(new Date((failed.nextAttemptAt?.getTime() ?? 0) + 1000));
    await postponeJobs(t.deps, 'webhooks.deliver', { deliveryId }, new Date(Date.now() - 1000));
    await t.runJobs(['webhooks.deliver']);
    expect(callsOf(deliveryId)).toHaveLength(2);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('refuses a manual retry while the delivery is on its way: never two sends at once', async () => {
    const { p, webhookId, deliveryId } = await queuedPing();
    receiver.failNext('hang');
    const run = deliverWebhook(t.deps, deliveryId);
    onTestFinished(async () => {
      receiver.answerHanging(500);
      await run;
    });
    await vi.waitFor(() => expect(callsOf(deliveryId)).toHaveLength(1));
    const retry = `/api/webhooks/${webhookId}/deliveries/${deliveryId}/retry`;
    const refused = await t.post(retry, {}, { token: p.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WEBHOOK_MESSAGES.inFlight);
    receiver.answerHanging(500);
    await run;
    await t.runJobs(['webhooks.deliver']);
    expect(callsOf(deliveryId)).toHaveLength(1);
    expect(await deliveryRow(deliveryId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
    });
    // Once the attempt is written down, the retry goes: one more call, the same id.
    expect((await t.post(retry, {}, { token: p.token })).statusCode).toBe(202);
    await t.runJobs(['webhooks.deliver']);
    expect(callsOf(deliveryId)).toHaveLength(2);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('leaves a delivery leased by another run alone and comes back when the lease ends', async () => {
    const { deliveryId } = await queuedPing();
    const leasedUntil = new Date(t.clock.now().getTime() + 60_000);
    await t.deps.database.db
      .update(webhookDeliveries)
      .set({ leasedUntil })
      .where(eq(webhookDeliveries.id, deliveryId));
    await t.runJobs(['webhooks.deliver']);
    expect(callsOf(deliveryId)).toHaveLength(0);
    const waiting = await t.deps.jobs.boss.findJobs('webhooks.deliver', {
      data: { deliveryId },
      queued: true,
    });
    expect(waiting.map((job) => job.startAfter.getTime())).toEqual([leasedUntil.getTime()]);
    // The run that held it died: past its lease, this one sends it, once.
    t.clock.set(new Date(leasedUntil.getTime() + 1000));
    await postponeJobs(t.deps, 'webhooks.deliver', { deliveryId }, new Date(Date.now() - 1000));
    await t.runJobs(['webhooks.deliver']);
    expect(callsOf(deliveryId)).toHaveLength(1);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'succeeded', leasedUntil: null });
  });
});
