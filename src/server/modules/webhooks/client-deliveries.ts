import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { WEBHOOK_DELIVERY_RETENTION_DAYS } from '../../../shared/schemas/webhooks';
import type { TDbExecutor } from '../../db/executor';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { scrubClientOf } from './retention';

/** One client's addresses as payloads are matched: trimmed, lower-cased, once each. */
const addressesOf = (emails: readonly string[]) => [
  ...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean)),
];

/** The deliveries of this provider's endpoints whose payload names one of these addresses (lower-cased). */
function toClientOf(providerId: string, emails: readonly string[]): SQL {
  const ofProvider = sql`${webhookDeliveries.endpointId} in (select ${webhookEndpoints.id} from ${webhookEndpoints} where ${webhookEndpoints.providerId} = ${providerId})`;
  const email = sql<string>`lower(${webhookDeliveries.payload} -> 'data' -> 'client' ->> 'email')`;
  return and(ofProvider, inArray(email, [...emails])) ?? sql`false`;
}

/**
 * A client's erasure (Art. 17) at this provider: their contact out of every delivery of the
 * provider's endpoints that carried it, whatever the event — not only those about their bookings
 * and entries. Other providers' deliveries are theirs to handle.
 */
export async function scrubDeliveriesToClient(
  db: TDbExecutor,
  providerId: string,
  emails: readonly string[],
): Promise<void> {
  const lower = addressesOf(emails);
  if (lower.length === 0) return;
  await scrubClientOf(db, toClientOf(providerId, lower));
}

export type TClientDelivery = { event: string; url: string; status: string; createdAt: string };

/**
 * The client's access request (Art. 15): the deliveries of this provider's endpoints that carried
 * one of their addresses, within the 30 days the log keeps, newest first.
 */
export async function deliveriesToClient(
  db: TDbExecutor,
  providerId: string,
  emails: readonly string[],
  now: Date,
): Promise<TClientDelivery[]> {
  const lower = addressesOf(emails);
  if (lower.length === 0) return [];
  const cutoff = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);
  const rows = await db
    .select({
      event: webhookDeliveries.eventType,
      url: webhookEndpoints.url,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(toClientOf(providerId, lower), gte(webhookDeliveries.createdAt, cutoff)))
    .orderBy(desc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
