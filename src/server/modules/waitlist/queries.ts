import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { TWaitlistEntry, TWaitlistStatus } from '../../../shared/schemas/waitlist';
import type { TDbExecutor } from '../../db/executor';
import { bookings, waitlistEntries } from '../../db/schema';
import { scrubDeliveriesAbout } from '../webhooks/api';

export type TEntryRow = typeof waitlistEntries.$inferSelect;
type TNewEntry = typeof waitlistEntries.$inferInsert;

/** Inserts an entry; null when the same e-mail already waits for that service and window (or booking). */
export async function insertEntry(db: TDbExecutor, values: TNewEntry): Promise<TEntryRow | null> {
  const [row] = await db.insert(waitlistEntries).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findEntry(db: TDbExecutor, id: string): Promise<TEntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

/**
 * The « plus tôt » alert of a booking still waiting for a slot, if the client asked for one. One
 * that moved the booking (booked) has done its work: its window ended before the old day.
 */
export async function findAlertOf(db: TDbExecutor, bookingId: string): Promise<TEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.bookingId, bookingId), ne(waitlistEntries.status, 'booked')));
  return row;
}

/**
 * Every deletion of entries ends here: their `waitlist.joined` deliveries lose the client's contact
 * in the same transaction (the log keeps 30 days; the entry, and the promise of /privacy, do not).
 */
export async function forgetEntries(tx: TDbExecutor, ids: string[]): Promise<string[]> {
  await scrubDeliveriesAbout(tx, ids);
  return ids;
}

/** The booking's alert that already moved it (booked) gives way to a new one: one alert per booking. */
export async function dropAnsweredAlertOf(tx: TDbExecutor, bookingId: string): Promise<string[]> {
  const rows = await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.bookingId, bookingId), eq(waitlistEntries.status, 'booked')))
    .returning({ id: waitlistEntries.id });
  return forgetEntries(
    tx,
    rows.map((row) => row.id),
  );
}

/** Deletes one entry (its own transaction, or a savepoint in the caller's); `providerId` limits it to that provider's. Returns the row deleted. */
export async function deleteEntry(
  db: TDbExecutor,
  id: string,
  providerId?: string,
): Promise<TEntryRow | undefined> {
  const owned = providerId ? eq(waitlistEntries.providerId, providerId) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.id, id), owned))
      .returning();
    if (row) await forgetEntries(tx, [row.id]);
    return row;
  });
}

/** The provider's entries, by service then in the order the clients joined. */
export async function listEntries(
  db: TDbExecutor,
  providerId: string,
  status?: TWaitlistStatus,
): Promise<TWaitlistEntry[]> {
  const rows = await db
    .select({ entry: waitlistEntries, bookingStart: bookings.startAt })
    .from(waitlistEntries)
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
    .where(
      and(
        eq(waitlistEntries.providerId, providerId),
        status ? eq(waitlistEntries.status, status) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.serviceId), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map(({ entry, bookingStart }) => ({
    id: entry.id,
    serviceId: entry.serviceId,
    from: entry.fromDay,
    to: entry.toDay,
    client: { name: entry.clientName, email: entry.clientEmail, phone: entry.clientPhone },
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
    offeredAt: entry.offeredAt?.toISOString() ?? null,
    bookingStart: bookingStart?.toISOString() ?? null,
  }));
}

/**
 * In a booking's transaction (ADR 0060, claiming): the client's entries for that service whose
 * window holds the booked day become `booked`. Returns their ids.
 */
export async function markClaimed(
  tx: TDbExecutor,
  claim: { providerId: string; serviceId: string; email: string; day: string },
): Promise<string[]> {
  if (!claim.email) return [];
  const rows = await tx
    .update(waitlistEntries)
    .set({ status: 'booked' })
    .where(
      and(
        eq(waitlistEntries.providerId, claim.providerId),
        eq(waitlistEntries.serviceId, claim.serviceId),
        eq(sql`lower(${waitlistEntries.clientEmail})`, claim.email.trim().toLowerCase()),
        isNull(waitlistEntries.bookingId),
        ne(waitlistEntries.status, 'booked'),
        lte(waitlistEntries.fromDay, claim.day),
        sql`${waitlistEntries.toDay} >= ${claim.day}`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.map((row) => row.id);
}

/** In a move's transaction: the booking's « plus tôt » alert is `booked` once it moved into its window. */
export async function markAlertClaimed(tx: TDbExecutor, bookingId: string, day: string): Promise<string[]> {
  const rows = await tx
    .update(waitlistEntries)
    .set({ status: 'booked' })
    .where(
      and(
        eq(waitlistEntries.bookingId, bookingId),
        ne(waitlistEntries.status, 'booked'),
        lte(waitlistEntries.fromDay, day),
        sql`${waitlistEntries.toDay} >= ${day}`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.map((row) => row.id);
}

/** The entries of these e-mail addresses at that provider (GDPR export and erasure). */
export async function entriesOfClients(
  db: TDbExecutor,
  providerId: string,
  emails: string[],
): Promise<TEntryRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.providerId, providerId),
        inArray(
          sql`lower(${waitlistEntries.clientEmail})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt));
}

/** The client's erasure: their entries at that provider deleted; returns their ids. */
export async function deleteEntriesOfClients(
  tx: TDbExecutor,
  providerId: string,
  emails: string[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.providerId, providerId),
        inArray(
          sql`lower(${waitlistEntries.clientEmail})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return forgetEntries(
    tx,
    rows.map((row) => row.id),
  );
}

/** In a cancellation's transaction: the « plus tôt » alerts of those bookings go with them. */
export async function dropAlertsOf(tx: TDbExecutor, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await tx
    .delete(waitlistEntries)
    .where(inArray(waitlistEntries.bookingId, bookingIds))
    .returning({ id: waitlistEntries.id });
  return forgetEntries(
    tx,
    rows.map((row) => row.id),
  );
}

/**
 * The account's erasure: the provider's whole waitlist, in its transaction. Explicit, because the
 * account row stays (emptied) and a service kept for its bookings stays archived: no cascade fires.
 */
export async function deleteEntriesOfProvider(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.providerId, providerId));
}
