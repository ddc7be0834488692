import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import { clientKeyOf, holdsClientData } from '../bookings/api';

/** 32 hexadecimal characters: 128 bits of SHA-256, short enough for any URL and router. */
const KEY_LENGTH = 32;

/**
 * The `key` of a client on the wire (ADR 0039): SHA-256 of the provider's id and the grouping of
 * the client's bookings. Stable, short, opaque: no e-mail address in URLs, browser history or
 * access logs, and the same person has another key at another provider.
 */
export function clientKeyFor(providerId: string, groupingKey: string): string {
  return createHash('sha256')
    .update(`${providerId}:${groupingKey}`, 'utf8')
    .digest('hex')
    .slice(0, KEY_LENGTH);
}

/** clientKeyFor, computed by the database for each booking (PostgreSQL's own sha256). */
function clientKeySql(providerId: string): SQL<string> {
  return sql<string>`left(encode(sha256(convert_to(${providerId}::text || ':' || ${clientKeyOf()}, 'UTF8')), 'hex'), ${KEY_LENGTH})`;
}

/** The grouping behind a key from the URL, when this provider has a booking of that client; else null. */
export async function resolveClientKey(
  db: TDbExecutor,
  providerId: string,
  key: string,
): Promise<string | null> {
  const result = await db.execute<{ grouping_key: string }>(sql`
    select ${clientKeyOf()} as grouping_key from ${bookings}
    where ${bookings.providerId} = ${providerId} and ${holdsClientData()} and ${clientKeySql(providerId)} = ${key}
    limit 1
  `);
  return result.rows[0]?.grouping_key ?? null;
}
