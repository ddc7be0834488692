import { asc, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import { newWebhookSecret, sealWebhookSecret } from '../server/modules/webhooks/secret';
import type { TWebhookEvent } from '../shared/schemas/webhooks';

/** An active endpoint of that provider, saved directly (the routes' URL guard is tested elsewhere). */
export async function addWebhookEndpoint(
  deps: AppDeps,
  providerId: string,
  events: TWebhookEvent[],
  url = 'https://crm.exemple.fr/hooks',
): Promise<{ id: string; url: string }> {
  const db = deps.database.db;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ providerId, url, events, secretEncrypted: await sealWebhookSecret(db, newWebhookSecret()) })
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
  if (!row) throw new Error('webhook endpoint not created');
  return row;
}

export type TStoredPayload = { type: string; data: Record<string, unknown> };

/** The payloads of the endpoint's deliveries as stored now, oldest first. */
export async function payloadsOf(deps: AppDeps, endpointId: string): Promise<TStoredPayload[]> {
  const rows = await deps.database.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
  return rows.map((row) => row.payload as TStoredPayload);
}
