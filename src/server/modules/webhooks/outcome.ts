import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_MESSAGES } from '../../../shared/schemas/webhooks';
import type { TDbExecutor } from '../../db/executor';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { renderWebhookDisabled } from '../../mail/templates/webhook-disabled';

/**
 * Seconds before each retry: the first within a minute, then about three days in all (ADR 0064).
 * After the last one fails, the delivery is `failed`.
 */
export const RETRY_SCHEDULE_SECONDS = [30, 120, 600, 3600, 10_800, 28_800, 57_600, 86_400, 86_400];
/** Deliveries failed for good in a row that turn the endpoint off (and tell the provider). */
export const DISABLE_AFTER_FAILURES = 20;

export type TAttempt = { statusCode: number | null; ms: number; error: string | null };
type TEndpointRow = typeof webhookEndpoints.$inferSelect;
type TDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The retry's delay with ±20 % jitter, so that an outage's backlog does not come back at once. */
export function retryDelayMs(attempts: number, random = Math.random): number | null {
  const base = RETRY_SCHEDULE_SECONDS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * 1000 * (0.8 + 0.4 * random()));
}

/** A short French reason for the log. */
function errorOf(attempt: TAttempt): string | null {
  if (attempt.error) return attempt.error.slice(0, 200);
  if (attempt.statusCode === null || (attempt.statusCode >= 200 && attempt.statusCode < 300)) return null;
  return `Le serveur a répondu ${attempt.statusCode}.`;
}

async function disable(deps: AppDeps, tx: TDbExecutor, endpoint: TEndpointRow, reason: string, now: Date) {
  await tx
    .update(webhookEndpoints)
    .set({ active: false, disabledReason: reason })
    .where(eq(webhookEndpoints.id, endpoint.id));
  const [provider] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, endpoint.providerId));
  if (!provider) return;
  const rendered = renderWebhookDisabled({
    name: provider.name,
    url: endpoint.url,
    reason,
    appUrl: deps.config.APP_URL,
  });
  await queueEmail(
    tx,
    deps.jobs,
    {
      kind: 'webhook_disabled',
      to: provider.email,
      ...rendered,
      trigger: { userId: endpoint.providerId, kind: 'webhook_disabled' },
    },
    now,
  );
}

/**
 * The attempt written down, in one transaction with what follows from it: 2xx delivered; 410 the
 * endpoint off; otherwise the next attempt queued (job and row together) or, past the schedule,
 * `failed` — and the endpoint off after DISABLE_AFTER_FAILURES such in a row.
 */
export async function recordOutcome(
  deps: AppDeps,
  claimed: { delivery: TDeliveryRow; endpoint: TEndpointRow },
  attempt: TAttempt,
): Promise<void> {
  const { delivery, endpoint } = claimed;
  const now = deps.now();
  const attempts = delivery.attempts + 1;
  const code = attempt.statusCode;
  const ok = code !== null && code >= 200 && code < 300;
  const delay = ok || code === 410 ? null : retryDelayMs(attempts);
  const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay);
  const status = ok ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed';
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        lastStatusCode: code,
        lastResponseMs: attempt.ms,
        lastError: code === 410 ? WEBHOOK_MESSAGES.gone : errorOf(attempt),
        nextAttemptAt,
        leasedUntil: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (nextAttemptAt)
      await deps.jobs.send(
        'webhooks.deliver',
        { deliveryId: delivery.id },
        { tx, startAfter: nextAttemptAt },
      );
    if (ok) {
      await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(eq(webhookEndpoints.id, endpoint.id));
    } else if (code === 410) {
      await disable(deps, tx, endpoint, WEBHOOK_MESSAGES.gone, now);
    } else if (status === 'failed') {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning({ failures: webhookEndpoints.consecutiveFailures, active: webhookEndpoints.active });
      if (row?.active && row.failures >= DISABLE_AFTER_FAILURES)
        await disable(deps, tx, endpoint, WEBHOOK_MESSAGES.tooManyFailures, now);
    }
  });
}
