import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { TWebhookEventType } from '../../../shared/schemas/webhooks';
import type { TDbExecutor } from '../../db/executor';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { TJobs } from '../../jobs/start-jobs';

/** The Standard Webhooks `webhook-id` of one delivery: the same on every attempt. */
export function newDeliveryId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

export type TWebhookPayload = { type: TWebhookEventType; timestamp: string; data: Record<string, unknown> };

/** Inserts the delivery rows and queues their first attempt, in the caller's transaction. */
export async function queueDeliveries(
  tx: TDbExecutor,
  jobs: TJobs,
  endpointIds: string[],
  payload: TWebhookPayload,
  now: Date,
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const rows = endpointIds.map((endpointId) => ({
    id: newDeliveryId(),
    endpointId,
    eventType: payload.type,
    payload,
    nextAttemptAt: now,
    createdAt: now,
  }));
  await tx.insert(webhookDeliveries).values(rows);
  await jobs.sendMany(
    'webhooks.deliver',
    rows.map((row) => ({ data: { deliveryId: row.id } })),
    { tx },
  );
  return rows.map((row) => row.id);
}

/**
 * An event of the provider's account, in the SAME transaction as the change (ADR 0048, 0064): one
 * delivery per active endpoint subscribed to `type`, each sent by a `webhooks.deliver` job. A
 * transaction rolled back leaves neither the row nor the job.
 */
export async function emitWebhookEvent(
  tx: TDbExecutor,
  jobs: TJobs,
  providerId: string,
  type: TWebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.providerId, providerId),
        eq(webhookEndpoints.active, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  await queueDeliveries(
    tx,
    jobs,
    endpoints.map((e) => e.id),
    { type, timestamp: now.toISOString(), data },
    now,
  );
}
