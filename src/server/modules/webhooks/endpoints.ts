import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type TWebhook,
  type TWebhookEvent,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type ZCreateWebhook,
  type ZUpdateWebhook,
} from '../../../shared/schemas/webhooks';
import type { TDbExecutor } from '../../db/executor';
import { webhookEndpoints } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { checkOutboundUrl } from '../../outbound/guard';
import { OutboundError } from '../../outbound/outbound-error';
import { newWebhookSecret, PREVIOUS_SECRET_OVERLAP_MS, sealWebhookSecret } from './secret';

type TEndpointRow = typeof webhookEndpoints.$inferSelect;

export function toWebhookDto(row: TEndpointRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhookEvent[],
    description: row.description,
    active: row.active,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export const webhookNotFound = () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);

/** The provider's endpoint, or 404 (another provider's is not theirs to know of). */
export async function findEndpoint(db: TDbExecutor, providerId: string, id: string): Promise<TEndpointRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.providerId, providerId)))
    : [];
  if (!row) throw webhookNotFound();
  return row;
}

/** The URL as saved: public (the outbound guard), and https in production. */
async function checkedUrl(deps: AppDeps, url: string): Promise<string> {
  try {
    const parsed = await checkOutboundUrl(deps.config, url);
    if (deps.config.NODE_ENV === 'production' && parsed.protocol !== 'https:')
      throw new AppError('VALIDATION', 'Adresse du webhook (url) : https:// attendu', { field: 'url' });
    return parsed.href;
  } catch (err) {
    if (err instanceof OutboundError) throw new AppError('VALIDATION', err.message, { field: 'url' });
    throw err;
  }
}

export async function listEndpoints(deps: AppDeps, providerId: string): Promise<TWebhook[]> {
  const rows = await deps.database.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.providerId, providerId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toWebhookDto);
}

export async function createEndpoint(
  deps: AppDeps,
  providerId: string,
  input: z.output<typeof ZCreateWebhook>,
): Promise<{ webhook: TWebhook; secret: string }> {
  const { db } = deps.database;
  const url = await checkedUrl(deps, input.url);
  const [existing] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.providerId, providerId));
  if ((existing?.n ?? 0) >= WEBHOOK_LIMITS.endpoints)
    throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      providerId,
      url,
      events: input.events,
      description: input.description || null,
      secretEncrypted: await sealWebhookSecret(db, secret),
      createdAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error('webhook insert returned nothing');
  return { webhook: toWebhookDto(row), secret };
}

export async function updateEndpoint(
  deps: AppDeps,
  providerId: string,
  id: string,
  input: z.output<typeof ZUpdateWebhook>,
): Promise<TWebhook> {
  const { db } = deps.database;
  await findEndpoint(db, providerId, id);
  const values: Partial<TEndpointRow> = {};
  if (input.url !== undefined) values.url = await checkedUrl(deps, input.url);
  if (input.events !== undefined) values.events = input.events;
  if (input.description !== undefined) values.description = input.description || null;
  if (input.active !== undefined) {
    values.active = input.active;
    // Back on: its past failures no longer count.
    if (input.active) Object.assign(values, { disabledReason: null, consecutiveFailures: 0 });
    else values.disabledReason = null;
  }
  if (Object.keys(values).length === 0) return toWebhookDto(await findEndpoint(db, providerId, id));
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  if (!row) throw webhookNotFound();
  return toWebhookDto(row);
}

export async function deleteEndpoint(deps: AppDeps, providerId: string, id: string): Promise<void> {
  await findEndpoint(deps.database.db, providerId, id);
  await deps.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** A new secret, shown once; the old one keeps signing beside it for 24 hours. */
export async function rollSecret(
  deps: AppDeps,
  providerId: string,
  id: string,
): Promise<{ webhook: TWebhook; secret: string }> {
  const { db } = deps.database;
  const current = await findEndpoint(db, providerId, id);
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secretEncrypted: await sealWebhookSecret(db, secret),
      previousSecretEncrypted: current.secretEncrypted,
      previousSecretExpiresAt: new Date(deps.now().getTime() + PREVIOUS_SECRET_OVERLAP_MS),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw webhookNotFound();
  return { webhook: toWebhookDto(row), secret };
}

/**
 * The account's erasure (in its transaction, ADR 0064): the provider's endpoints and, by cascade,
 * their deliveries — which carry the clients' contacts. A delivery still on its way goes too: its
 * queued job finds no row and sends nothing.
 */
export async function deleteWebhooksOf(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.providerId, providerId));
}
