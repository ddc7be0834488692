import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings, icalFeeds, providerVersions, services } from '../../db/schema';

/** The provider's feed secret, or undefined before the dashboard first asked for the link. */
export async function findFeedSecret(db: TDbExecutor, providerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: icalFeeds.secret })
    .from(icalFeeds)
    .where(eq(icalFeeds.providerId, providerId));
  return row?.secret;
}

/**
 * Creates the feed with `secret` unless one exists, and returns the secret in force: two
 * concurrent first calls agree on one secret instead of the second overwriting the first.
 */
export async function ensureFeedSecret(
  db: TDbExecutor,
  providerId: string,
  secret: string,
  now: Date,
): Promise<string> {
  await db.insert(icalFeeds).values({ providerId, secret, createdAt: now }).onConflictDoNothing({
    target: icalFeeds.providerId,
  });
  const current = await findFeedSecret(db, providerId);
  if (!current) throw new Error('ical feed upsert left no row');
  return current;
}

/** Replaces the secret (creating the feed if needed): the previous URL stops matching at once. */
export async function replaceFeedSecret(
  db: TDbExecutor,
  providerId: string,
  secret: string,
  now: Date,
): Promise<void> {
  await db
    .insert(icalFeeds)
    .values({ providerId, secret, createdAt: now, rotatedAt: now })
    .onConflictDoUpdate({ target: icalFeeds.providerId, set: { secret, rotatedAt: now } });
}

export type TFeedBookingRow = {
  id: string;
  startAt: Date;
  endAt: Date;
  status: (typeof bookings.$inferSelect)['status'];
  sequence: number;
  updatedAt: Date;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  note: string;
  /** Where it takes place (issue 32): the feed is the provider's, their client's address and room included. */
  locationType: (typeof bookings.$inferSelect)['locationType'];
  clientAddress: string;
  videoUrl: string | null;
  serviceName: string;
};

/** The provider's bookings starting at or after `since` (every status), by start time. */
export async function listFeedBookings(
  db: TDbExecutor,
  providerId: string,
  since: Date,
): Promise<TFeedBookingRow[]> {
  return db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      sequence: bookings.sequence,
      updatedAt: bookings.updatedAt,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      clientPhone: bookings.clientPhone,
      note: bookings.note,
      locationType: bookings.locationType,
      clientAddress: bookings.clientAddress,
      videoUrl: bookings.videoUrl,
      serviceName: services.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.providerId, providerId),
        gte(bookings.startAt, since),
        // A hold waiting for its payment is no appointment yet (issue 34): not in the feed.
        ne(bookings.status, 'awaiting_payment'),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

/** The provider's change counters the feed depends on (ADR 0043, migration 0029). */
export type TFeedVersions = { rules: number; bookings: number };

/** The feed's secret and the provider's counters, as one snapshot. */
export type TFeedHead = { secret: string; versions: TFeedVersions };

/**
 * The secret and the counters in one indexed query (two primary-key lookups): all a 304, or a
 * 200 whose body is cached, reads. Undefined before the dashboard first asked for the link.
 * Counters default to 0 for a provider nothing was ever written about.
 */
export async function findFeedHead(db: TDbExecutor, providerId: string): Promise<TFeedHead | undefined> {
  const [row] = await db
    .select({
      secret: icalFeeds.secret,
      rules: providerVersions.rules,
      bookings: providerVersions.bookings,
    })
    .from(icalFeeds)
    .leftJoin(providerVersions, eq(providerVersions.providerId, icalFeeds.providerId))
    .where(eq(icalFeeds.providerId, providerId));
  if (!row) return undefined;
  return {
    secret: row.secret,
    versions: { rules: Number(row.rules ?? 0), bookings: Number(row.bookings ?? 0) },
  };
}

/** The subscription goes with the account (GDPR erasure): its URL answers 404 from then on. */
export async function deleteFeedOf(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(icalFeeds).where(eq(icalFeeds.providerId, providerId));
}
