import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TPushPayload } from '../../../shared/schemas/push';
import type { TDbExecutor } from '../../db/executor';
import { preparedStatement } from '../../db/prepared';
import { pushDeliveries, pushSubscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sendPush } from './send';

/** Attempts before a delivery is given up (the first one and pg-boss's retries, see deliver-job.ts). */
export const PUSH_MAX_ATTEMPTS = 6;
/** A claim older than this belongs to a worker that died mid-send. */
const STALE_CLAIM_MS = 2 * 60_000;
/** Never tried after this: the kick after commit was lost (crash): the sweep sends it. */
const UNKICKED_AFTER_MS = 60_000;
/** Tried, still pending after this: its job was lost; well past the retries' backoff. */
const ABANDONED_AFTER_MS = 30 * 60_000;

/**
 * One pending delivery per current subscription of the user, in the caller's transaction: the
 * push goes out once per device after the change commits, never if it rolls back. The caller
 * passes the ids to kickPushDeliveries after commit.
 */
export async function queuePush(
  tx: TDbExecutor,
  input: { userId: string; payload: TPushPayload },
  now: Date,
): Promise<string[]> {
  const subscriptions = await selectSubscriptionIds(tx, { userId: input.userId });
  if (subscriptions.length === 0) return [];
  const rows = await tx
    .insert(pushDeliveries)
    .values(subscriptions.map((s) => ({ subscriptionId: s.id, payload: input.payload, createdAt: now })))
    .returning({ id: pushDeliveries.id });
  return rows.map((r) => r.id);
}

const selectSubscriptionIds = preparedStatement('push_subscription_ids_of', (db) =>
  db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, sql.placeholder('userId'))),
);

/**
 * After commit: one `push.deliver` job per delivery. A lost kick (crash, queue down) is not lost
 * work: the sweep finds the delivery. Never throws: the change it follows has committed.
 */
export async function kickPushDeliveries(deps: Pick<AppDeps, 'jobs'>, deliveryIds: string[]): Promise<void> {
  if (!deps.jobs) return;
  for (const deliveryId of deliveryIds) {
    await deps.jobs.send('push.deliver', { deliveryId }).catch(() => {});
  }
}

export type TDeliverOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

/** Takes the delivery for this worker, unless sent, given up, or being sent by another one. */
async function claim(deps: AppDeps, deliveryId: string, now: Date) {
  const [row] = await deps.database.db
    .update(pushDeliveries)
    .set({ claimedAt: now, attempts: sql`${pushDeliveries.attempts} + 1` })
    .where(
      and(
        eq(pushDeliveries.id, deliveryId),
        eq(pushDeliveries.status, 'pending'),
        or(
          isNull(pushDeliveries.claimedAt),
          lt(pushDeliveries.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      ),
    )
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
  const now = deps.now();
  const claimed = await claim(deps, deliveryId, now);
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
        .set({ status: 'sent', sentAt: deps.now(), claimedAt: null, lastError: null })
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
        .set({ status: final ? 'failed' : 'pending', claimedAt: null, lastError: (err as Error).message })
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

/** Pending deliveries whose job was never sent or was lost: sent again (their handler is idempotent). */
export async function sweepPushDeliveries(deps: AppDeps): Promise<number> {
  const now = deps.now().getTime();
  const rows = await deps.database.db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.status, 'pending'),
        or(
          and(
            eq(pushDeliveries.attempts, 0),
            lt(pushDeliveries.createdAt, new Date(now - UNKICKED_AFTER_MS)),
          ),
          lt(pushDeliveries.createdAt, new Date(now - ABANDONED_AFTER_MS)),
        ),
      ),
    )
    .limit(500);
  await kickPushDeliveries(
    deps,
    rows.map((r) => r.id),
  );
  return rows.length;
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
