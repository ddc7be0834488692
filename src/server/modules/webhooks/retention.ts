import { and, inArray, lt, sql } from 'drizzle-orm';
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

/**
 * The client's contact taken out of the deliveries about these bookings (their client data is
 * anonymised: retention, erasure): the log keeps the event, a delivery still on its way goes out
 * without it. Not a foreign key: `data.bookingId` in the payload.
 */
export async function scrubDeliveriesAbout(db: TDbExecutor, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ payload: sql`${webhookDeliveries.payload} #- '{data,client}'` })
    .where(
      and(
        sql`${webhookDeliveries.payload} -> 'data' ? 'client'`,
        inArray(sql<string>`${webhookDeliveries.payload} -> 'data' ->> 'bookingId'`, [...bookingIds]),
      ),
    );
}
