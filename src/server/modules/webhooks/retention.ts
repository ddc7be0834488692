import { and, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { WEBHOOK_DELIVERY_RETENTION_DAYS } from '../../../shared/schemas/webhooks';
import type { TDbExecutor } from '../../db/executor';
import { webhookDeliveries } from '../../db/schema';

/** Deliveries older than 30 days deleted (the retention job): the log shows 30 days. */
export async function purgeOldDeliveries(db: TDbExecutor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);
  const gone = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, cutoff))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}

/** Takes `data.client` out of the payloads of the deliveries matching `about` (jsonb `#-`). */
export async function scrubClientOf(db: TDbExecutor, about: SQL): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ payload: sql`${webhookDeliveries.payload} #- '{data,client}'` })
    .where(and(sql`${webhookDeliveries.payload} -> 'data' ? 'client'`, about));
}

/**
 * The client's contact taken out of the deliveries about these bookings or waitlist entries (the
 * booking's client data is anonymised, the entry deleted: retention, erasure, the client leaving):
 * the log keeps the event, a delivery still on its way goes out without it. Not a foreign key:
 * `data.bookingId` or `data.entryId` in the payload (a « plus tôt » alert carries both).
 */
export async function scrubDeliveriesAbout(db: TDbExecutor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const data = sql`${webhookDeliveries.payload} -> 'data'`;
  await scrubClientOf(
    db,
    or(
      inArray(sql<string>`${data} ->> 'bookingId'`, [...ids]),
      inArray(sql<string>`${data} ->> 'entryId'`, [...ids]),
    ) ?? sql`false`,
  );
}
