import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { BOOKING_MESSAGES, idempotencyKeyInUse, idempotencyKeyReused } from './booking-errors';

export const IDEMPOTENCY_KEY_MAX = 200;
/** A retry comes within minutes; a day covers a phone left offline overnight. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** callerHash: SHA-256 of who sent the request (idempotency-caller.ts); the replay is theirs only. */
export type TIdempotency = { scope: string; key: string; requestHash: string; callerHash: string };
export type TStoredResponse = { statusCode: number; body: unknown };

/** Constant-time comparison of two hex digests (a row written before callers were bound has ''). */
function timingSafeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Reads the Idempotency-Key header; undefined when absent. `caller` is the sender's identity. */
export function idempotencyFor(
  header: string | string[] | undefined,
  scope: string,
  body: unknown,
  caller: string,
): TIdempotency | undefined {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.idempotencyKeyTooLong, { field: 'Idempotency-Key' });
  }
  return { scope, key, requestHash: sha256(canonicalJson(body)), callerHash: sha256(caller) };
}

/**
 * The response first given for this key, or undefined. Another caller with the key gets a 409
 * whatever the body (the stored answer holds the first caller's links); the same caller with
 * another body has a bug: 422. Runs inside the caller's transaction, after the provider lock, so
 * a concurrent request with the same key sees the first one's committed row.
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
  if (!timingSafeEqualHex(row.callerHash, idem.callerHash)) throw idempotencyKeyInUse();
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
    callerHash: idem.callerHash,
    statusCode: response.statusCode,
    response: response.body,
    createdAt: now,
  });
}

/** Records past their retry window (daily purge): the answers they keep hold clients' links. */
export async function purgeExpiredIdempotencyRecords(db: TDbExecutor, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}

/** The stored creation answers of these bookings (their customer's data is being erased). */
export async function forgetStoredResponsesAbout(
  tx: TDbExecutor,
  bookingIds: readonly string[],
): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .delete(idempotencyKeys)
    .where(inArray(sql`${idempotencyKeys.response} -> 'booking' ->> 'id'`, [...bookingIds]));
}
