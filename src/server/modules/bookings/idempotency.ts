import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { BOOKING_MESSAGES, idempotencyKeyReused } from './booking-errors';

export const IDEMPOTENCY_KEY_MAX = 200;
/** A retry comes within minutes; a day covers a phone left offline overnight. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export type TIdempotency = { scope: string; key: string; requestHash: string };
export type TStoredResponse = { statusCode: number; body: unknown };

/** JSON with object keys sorted: two equal bodies hash equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Reads the Idempotency-Key header; undefined when absent. */
export function idempotencyFor(
  header: string | string[] | undefined,
  scope: string,
  body: unknown,
): TIdempotency | undefined {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.idempotencyKeyTooLong, { field: 'Idempotency-Key' });
  }
  const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  return { scope, key, requestHash };
}

/**
 * The response first given for this key, or undefined. The same key with another body is a
 * client bug: 422. Runs inside the caller's transaction, after the provider lock, so a concurrent
 * request with the same key sees the first one's committed row.
 */
export async function findStoredResponse(
  db: TDbExecutor,
  idem: TIdempotency,
  now: Date,
): Promise<TStoredResponse | undefined> {
  // Stored bodies hold clients' links: this scope's keys are forgotten once past the retry window.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, idem.scope),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      ),
    );
  const where = and(eq(idempotencyKeys.scope, idem.scope), eq(idempotencyKeys.key, idem.key));
  const [row] = await db.select().from(idempotencyKeys).where(where);
  if (!row) return undefined;
  if (row.requestHash !== idem.requestHash) throw idempotencyKeyReused();
  return { statusCode: row.statusCode, body: row.response };
}

export async function storeResponse(
  db: TDbExecutor,
  idem: TIdempotency,
  response: TStoredResponse,
  now: Date,
): Promise<void> {
  await db.insert(idempotencyKeys).values({
    scope: idem.scope,
    key: idem.key,
    requestHash: idem.requestHash,
    statusCode: response.statusCode,
    response: response.body,
    createdAt: now,
  });
}
