import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TPushPayload } from '../../../shared/schemas/push';
import type { TDbExecutor } from '../../db/executor';
import { preparedStatement } from '../../db/prepared';
import { pushDeliveries, pushSubscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { TJobs } from '../../jobs/start-jobs';
import { sendPush } from './send';

/** Attempts before a delivery is given up (the first one and pg-boss's retries, see jobs.ts). */
export const PUSH_MAX_ATTEMPTS = 6;

/**
 * One pending delivery per current subscription of the user and its `push.deliver` job, in the
 * caller's transaction (ADR 0048): the push goes out once per device after the change commits,
 * never if it rolls back. Returns the deliveries' ids.
 */
export async function queuePush(
  tx: TDbExecutor,
  jobs: TJobs,
  input: { userId: string; payload: TPushPayload },
  now: Date,
): Promise<string[]> {
  const subscriptions = await selectSubscriptionIds(tx, { userId: input.userId });
  if (subscriptions.length === 0) return [];
  const rows = await tx
    .insert(pushDeliveries)
    .values(subscriptions.map((s) => ({ subscriptionId: s.id, payload: input.payload, createdAt: now })))
    .returning({ id: pushDeliveries.id });
  const ids = rows.map((r) => r.id);
  await jobs.sendMany(
    'push.deliver',
    ids.map((deliveryId) => ({ data: { deliveryId } })),
    { tx },
  );
  return ids;
}

const selectSubscriptionIds = preparedStatement('push_subscription_ids_of', (db) =>
  db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, sql.placeholder('userId'))),
);

export type TDeliverOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

/**
 * Takes the delivery for this run, unless sent or given up: one job per delivery, which pg-boss
 * runs once at a time, so only a retry of that job takes it again.
 */
async function claim(deps: AppDeps, deliveryId: string) {
  const [row] = await deps.database.db
    .update(pushDeliveries)
    .set({ attempts: sql`${pushDeliveries.attempts} + 1` })
    .where(and(eq(pushDeliveries.id, deliveryId), eq(pushDeliveries.status, 'pending')))
    .returning({
      attempts: pushDeliveries.attempts,
      payload: pushDeliveries.payload,
      subscriptionId: pushDeliveries.subscriptionId,
    });
  if (!row) return undefined;
  const [subscription] = await deps.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, row.subscriptionId));
  return subscription && { ...row, subscription };
}

/**
 * Sends one delivery (idempotent: a sent one is skipped). 404/410: the browser unsubscribed — its
 * subscription is deleted, and its deliveries with it. Other failures throw so that pg-boss
 * retries with backoff; the last attempt marks it failed instead.
 */
export async function deliverPush(deps: AppDeps, deliveryId: string): Promise<TDeliverOutcome> {
  const claimed = await claim(deps, deliveryId);
  if (!claimed) return 'skipped';
  const { subscription } = claimed;
  const db = deps.database.db;
  try {
    const result = await sendPush(deps, subscription, claimed.payload);
    if (result.outcome === 'gone') {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      return 'gone';
    }
    await db.transaction(async (tx) => {
      await tx
        .update(pushDeliveries)
        .set({ status: 'sent', sentAt: deps.now(), lastError: null })
        .where(eq(pushDeliveries.id, deliveryId));
      await tx
        .update(pushSubscriptions)
        .set({ lastSuccessAt: deps.now(), failures: 0 })
        .where(eq(pushSubscriptions.id, subscription.id));
    });
    return 'sent';
  } catch (err) {
    const final = claimed.attempts >= PUSH_MAX_ATTEMPTS;
    await db.transaction(async (tx) => {
      await tx
        .update(pushDeliveries)
        .set({ status: final ? 'failed' : 'pending', lastError: (err as Error).message })
        .where(eq(pushDeliveries.id, deliveryId));
      await tx
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, subscription.id));
    });
    if (final) return 'failed';
    throw err;
  }
}

/** Sent and failed deliveries have no further use after a week (the daily housekeeping job). */
export async function prunePushDeliveries(db: TDbExecutor, now: Date): Promise<void> {
  await db
    .delete(pushDeliveries)
    .where(
      and(
        inArray(pushDeliveries.status, ['sent', 'failed']),
        lt(pushDeliveries.createdAt, new Date(now.getTime() - 7 * 86_400_000)),
      ),
    );
}

/** The account's erasure: its browsers stop receiving anything (their deliveries go with them). */
export async function deleteSubscriptionsOf(tx: TDbExecutor, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
