import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { TApiKey, TApiKeyScope } from '../../../shared/schemas/api-keys';
import type { TDbExecutor } from '../../db/executor';
import { apiKeys } from '../../db/schema';

type TApiKeyRow = typeof apiKeys.$inferSelect;

const COLUMNS = {
  id: apiKeys.id,
  providerId: apiKeys.providerId,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
} as const;

type TKeyColumns = Pick<TApiKeyRow, keyof typeof COLUMNS>;

export function toApiKeyDto(row: TKeyColumns): TApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The provider's live keys, newest first. */
export async function listApiKeys(db: TDbExecutor, providerId: string): Promise<TApiKey[]> {
  const rows = await db
    .select(COLUMNS)
    .from(apiKeys)
    .where(and(eq(apiKeys.providerId, providerId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKeyDto);
}

export async function insertApiKey(
  db: TDbExecutor,
  values: { providerId: string; name: string; scopes: TApiKeyScope[]; prefix: string; hash: string },
): Promise<TApiKey> {
  const [row] = await db.insert(apiKeys).values(values).returning(COLUMNS);
  if (!row) throw new Error('api_keys: insert returned nothing');
  return toApiKeyDto(row);
}

/** Revokes one of the provider's live keys; false when it is not theirs, unknown or already revoked. */
export async function revokeApiKey(
  db: TDbExecutor,
  id: string,
  providerId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.providerId, providerId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The live key of this hash, if any. */
export async function findLiveKey(db: TDbExecutor, hash: string): Promise<TKeyColumns | undefined> {
  const [row] = await db
    .select(COLUMNS)
    .from(apiKeys)
    .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Marks the key used, at most once a minute (a busy integration must not write on every call). */
export async function touchApiKey(db: TDbExecutor, id: string, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))));
}

/**
 * The account's erasure (in its transaction): every key of the provider, revoked or not — a key
 * names the account and its use. Explicit: the account row stays (emptied), no cascade fires.
 */
export async function deleteApiKeysOf(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(apiKeys).where(eq(apiKeys.providerId, providerId));
}
