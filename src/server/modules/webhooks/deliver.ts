import { and, eq, lte } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { OutboundError } from '../../outbound/outbound-error';
import { outboundRequest } from '../../outbound/request';
import { recordOutcome, type TAttempt } from './outcome';
import { signingSecrets } from './secret';

export const DELIVERY_TIMEOUT_MS = 10_000;
export const DELIVERY_MAX_RESPONSE_BYTES = 64 * 1024;
/** Held by a run while it calls the endpoint: another job of the same delivery leaves it alone. */
const LEASE_MS = 60_000;

/** The `webhook-signature` header: one `v1,…` per secret that signs now, space-separated. */
export function signatureHeader(secrets: string[], msgId: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(msgId, timestamp, body)).join(' ');
}

/**
 * Claims the delivery when due (and its endpoint active), leasing it for the call's length. A
 * delivery another run is sending answers with the lease's end: this run comes back then.
 */
async function claim(deps: AppDeps, deliveryId: string, now: Date) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookEndpoints.active, true),
        ),
      )
      .for('update', { of: webhookDeliveries });
    if (!row) return null;
    const { leasedUntil } = row.delivery;
    if (leasedUntil && leasedUntil > now) return { leasedUntil } as const;
    await tx
      .update(webhookDeliveries)
      .set({ leasedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(eq(webhookDeliveries.id, deliveryId));
    return { ...row, secrets: await signingSecrets(tx, row.endpoint, now) };
  });
}

/**
 * One attempt of one delivery (ADR 0064): signed per Standard Webhooks, POSTed through the
 * outbound gateway (10 s, 64 KB read, no redirect). A job that finds it not due, already done or
 * its endpoint off does nothing: retries are scheduled by the outcome, not by pg-boss.
 * `timeoutMs` is shorter only where tests play a receiver that never answers.
 */
export async function deliverWebhook(
  deps: AppDeps,
  deliveryId: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<void> {
  const claimed = await claim(deps, deliveryId, deps.now());
  if (!claimed) return;
  if ('leasedUntil' in claimed) {
    // Sent by another run right now (or by one that died mid-call): look again when its lease ends.
    await deps.jobs.send('webhooks.deliver', { deliveryId }, { startAfter: claimed.leasedUntil });
    return;
  }
  const { delivery, endpoint, secrets } = claimed;
  const body = JSON.stringify(delivery.payload);
  const timestamp = deps.now();
  const started = Date.now();
  let attempt: TAttempt;
  try {
    const response = await outboundRequest(deps.config, {
      destination: 'user-url',
      url: endpoint.url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Creneau-Webhooks/1',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signatureHeader(secrets, delivery.id, timestamp, body),
      },
      body,
      timeoutMs,
      // Only the status counts: a long 2xx answer is delivered, read no further than 64 KB.
      maxResponseBytes: DELIVERY_MAX_RESPONSE_BYTES,
      oversize: 'truncate',
      maxRedirects: 0,
    });
    attempt = { statusCode: response.status, ms: Date.now() - started, error: null };
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    attempt = { statusCode: null, ms: Date.now() - started, error: err.message };
  }
  await recordOutcome(deps, { delivery, endpoint }, attempt);
}
