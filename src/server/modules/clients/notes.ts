import { and, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings, clientNotes } from '../../db/schema';
import { clientKeyOf, holdsClientData } from '../bookings/api';

export type TClientNoteRow = { note: string; updatedAt: Date };

/** The provider's note on one client (by grouping key), or null. */
export async function findClientNote(
  db: TDbExecutor,
  providerId: string,
  groupingKey: string,
): Promise<TClientNoteRow | null> {
  const [row] = await db
    .select({ note: clientNotes.note, updatedAt: clientNotes.updatedAt })
    .from(clientNotes)
    .where(and(eq(clientNotes.providerId, providerId), eq(clientNotes.clientKey, groupingKey)));
  return row ?? null;
}

/** Writes the note; an empty one is no note at all (nothing kept about the client). */
export async function saveClientNote(
  db: TDbExecutor,
  providerId: string,
  groupingKey: string,
  note: string,
  now: Date,
): Promise<TClientNoteRow | null> {
  if (note.trim() === '') {
    await deleteClientNote(db, providerId, groupingKey);
    return null;
  }
  await db
    .insert(clientNotes)
    .values({ providerId, clientKey: groupingKey, note, updatedAt: now })
    .onConflictDoUpdate({
      target: [clientNotes.providerId, clientNotes.clientKey],
      set: { note, updatedAt: now },
    });
  return { note, updatedAt: now };
}

/** Art. 17 for one client: their note goes with their bookings' data. */
export async function deleteClientNote(db: TDbExecutor, providerId: string, groupingKey: string) {
  await db
    .delete(clientNotes)
    .where(and(eq(clientNotes.providerId, providerId), eq(clientNotes.clientKey, groupingKey)));
}

/** The account is erased: every note the provider wrote goes. */
export async function deleteClientNotesOf(db: TDbExecutor, providerId: string): Promise<void> {
  await db.delete(clientNotes).where(eq(clientNotes.providerId, providerId));
}

/** Every note of the provider by grouping key: their own data export. */
export async function listClientNotesOf(db: TDbExecutor, providerId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ clientKey: clientNotes.clientKey, note: clientNotes.note })
    .from(clientNotes)
    .where(eq(clientNotes.providerId, providerId));
  return new Map(rows.map((r) => [r.clientKey, r.note]));
}

/**
 * Notes on clients who are nobody any more: every booking of theirs was anonymised (the daily
 * retention purge, ADR 0039). Their note goes too; returns how many went.
 */
export async function deleteNotesOfVanishedClients(db: TDbExecutor): Promise<number> {
  const gone = await db
    .delete(clientNotes)
    .where(
      sql`not exists (
        select 1 from ${bookings}
        where ${bookings.providerId} = ${clientNotes.providerId}
          and ${holdsClientData()}
          and ${clientKeyOf()} = ${clientNotes.clientKey}
      )`,
    )
    .returning({ providerId: clientNotes.providerId });
  return gone.length;
}
