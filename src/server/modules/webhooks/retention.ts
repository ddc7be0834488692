import { lt } from 'drizzle-orm';
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
