import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  type TWebhookDelivery,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_MESSAGES,
} from '../../../shared/schemas/webhooks';
import { webhookDeliveries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { queueDeliveries } from './emit';
import { findEndpoint } from './endpoints';

type TDeliveryRow = typeof webhookDeliveries.$inferSelect;
const DAY_MS = 86_400_000;
const LOG_LIMIT = 200;

export function toDeliveryDto(row: TDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastResponseMs: row.lastResponseMs,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The endpoint's deliveries of the last 30 days, newest first. */
export async function listDeliveries(
  deps: AppDeps,
  providerId: string,
  id: string,
): Promise<TWebhookDelivery[]> {
  const { db } = deps.database;
  await findEndpoint(db, providerId, id);
  const since = new Date(deps.now().getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, id), gte(webhookDeliveries.createdAt, since)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(LOG_LIMIT);
  return rows.map(toDeliveryDto);
}

/** « Envoyer un test »: a `ping` to this endpoint alone, logged like any delivery. */
export async function sendPing(deps: AppDeps, providerId: string, id: string): Promise<TWebhookDelivery> {
  const { db } = deps.database;
  const endpoint = await findEndpoint(db, providerId, id);
  if (!endpoint.active) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.disabled);
  const now = deps.now();
  const [deliveryId] = await db.transaction((tx) =>
    queueDeliveries(
      tx,
      deps.jobs,
      [id],
      { type: 'ping', timestamp: now.toISOString(), data: { webhookId: id } },
      now,
    ),
  );
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId as string));
  if (!row) throw new Error('ping delivery not found');
  return toDeliveryDto(row);
}

/** Being sent by a run right now (its lease not over). */
const isInFlight = (row: TDeliveryRow, now: Date) => row.leasedUntil !== null && row.leasedUntil > now;

/**
 * Sends again now: the same `webhook-id`, one more attempt (then the schedule, if any is left).
 * A delivery in flight is left to its run: a second one would send it twice at once.
 */
async function requeue(deps: AppDeps, endpointId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          inArray(webhookDeliveries.id, ids),
          or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, now)),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    await deps.jobs.sendMany(
      'webhooks.deliver',
      rows.map((row) => ({ data: { deliveryId: row.id } })),
      { tx },
    );
    return rows.length;
  });
}

export async function retryDelivery(
  deps: AppDeps,
  providerId: string,
  id: string,
  deliveryId: string,
): Promise<TWebhookDelivery> {
  const { db } = deps.database;
  const endpoint = await findEndpoint(db, providerId, id);
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)));
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
  if (row.status === 'succeeded') throw new AppError('CONFLICT', WEBHOOK_MESSAGES.notRetryable);
  if (isInFlight(row, deps.now())) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.inFlight);
  if (!endpoint.active) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.disabled);
  await requeue(deps, id, [deliveryId]);
  const [after] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return toDeliveryDto(after ?? row);
}

/** « Renvoyer les échecs »: every failed delivery of the last 30 days sent again. */
export async function retryFailed(deps: AppDeps, providerId: string, id: string): Promise<number> {
  const { db } = deps.database;
  const endpoint = await findEndpoint(db, providerId, id);
  if (!endpoint.active) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.disabled);
  const since = new Date(deps.now().getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS);
  const failed = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, id),
        eq(webhookDeliveries.status, 'failed'),
        gte(webhookDeliveries.createdAt, since),
      ),
    );
  return requeue(
    deps,
    id,
    failed.map((f) => f.id),
  );
}
