import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbExecutor } from '../../db/executor';
import { shopOrders } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { toOrderDtos } from './orders';
import { releaseUnpaidOrders } from './service';

/** Invoices are kept ten years (art. L123-22 C. com.); the orders' addresses no longer. */
const ADDRESS_YEARS = 10;
const FINISHED = ['delivered', 'cancelled', 'refunded'] as const;

/** The provider's orders, as their screens show them, for their data export (art. 15 and 20). */
export async function exportOrdersOf(db: TDbExecutor, userId: string) {
  const rows = await db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.userId, userId))
    .orderBy(asc(shopOrders.createdAt));
  return (await toOrderDtos(db, rows)).map(({ customer: _customer, ...order }) => order);
}

/** The account's erasure, in its transaction: the shipping addresses go; the orders stay for the books. */
export async function anonymiseOrdersOf(tx: TDbExecutor, userId: string, now: Date): Promise<void> {
  await tx
    .update(shopOrders)
    .set({ shippingAddress: null, anonymisedAt: now })
    .where(and(eq(shopOrders.userId, userId), isNull(shopOrders.anonymisedAt)));
}

/** Finished orders past the invoices' ten years lose their address. Returns how many. */
export async function anonymiseOldOrders(db: TDbExecutor, now: Date): Promise<number> {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - ADDRESS_YEARS);
  const done = await db
    .update(shopOrders)
    .set({ shippingAddress: null, anonymisedAt: now })
    .where(
      and(
        isNull(shopOrders.anonymisedAt),
        inArray(shopOrders.status, [...FINISHED]),
        lt(shopOrders.updatedAt, limit),
      ),
    )
    .returning({ id: shopOrders.id });
  return done.length;
}

/**
 * Every 15 minutes: unpaid orders past their hold (1 h by card, 24 h by transfer) give their stock back (cancelled, the
 * provider told); finished orders past ten years lose their address. Idempotent: a second run,
 * or a second node, finds nothing left to do.
 */
export const shopHousekeepingJob = defineJob({
  name: 'shop.housekeeping',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 2,
  cron: '*/15 * * * *',
  async handler(deps: AppDeps) {
    await releaseUnpaidOrders(deps);
    await anonymiseOldOrders(deps.database.db, deps.now());
  },
});
