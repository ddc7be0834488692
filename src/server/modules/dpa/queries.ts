import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { dpaDocuments, type TDpaSignature } from '../../db/schema';

export type TDpaRow = typeof dpaDocuments.$inferSelect;
export type TNewDpa = Omit<typeof dpaDocuments.$inferInsert, 'id' | 'statut' | 'signature' | 'signedAt'>;

export async function findSignedDpa(db: Db, userId: string): Promise<TDpaRow | undefined> {
  const [row] = await db
    .select()
    .from(dpaDocuments)
    .where(and(eq(dpaDocuments.userId, userId), eq(dpaDocuments.statut, 'signed')))
    .orderBy(desc(dpaDocuments.signedAt))
    .limit(1);
  return row;
}

/** Whether a signed DPA exists (no contract text read: the booking page asks on every view). */
export async function hasSignedDpa(db: TDbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dpaDocuments.id })
    .from(dpaDocuments)
    .where(and(eq(dpaDocuments.userId, userId), eq(dpaDocuments.statut, 'signed')))
    .limit(1);
  return row !== undefined;
}

export async function findDraftDpa(db: Db, userId: string): Promise<TDpaRow | undefined> {
  const [row] = await db
    .select()
    .from(dpaDocuments)
    .where(and(eq(dpaDocuments.userId, userId), eq(dpaDocuments.statut, 'draft')))
    .limit(1);
  return row;
}

/** A DPA of this user only: another user's id reads as missing. */
export async function findOwnDpa(db: Db, userId: string, id: string): Promise<TDpaRow | undefined> {
  const [row] = await db
    .select()
    .from(dpaDocuments)
    .where(and(eq(dpaDocuments.id, id), eq(dpaDocuments.userId, userId)))
    .limit(1);
  return row;
}

/** The new draft takes the place of the user's previous one (at most one draft per user). */
export async function replaceDraftDpa(db: Db, values: TNewDpa): Promise<TDpaRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(dpaDocuments)
      .where(and(eq(dpaDocuments.userId, values.userId), eq(dpaDocuments.statut, 'draft')));
    const [row] = await tx.insert(dpaDocuments).values(values).returning();
    if (!row) throw new Error('dpa insert returned nothing');
    return row;
  });
}

/** Signs the user's draft; undefined when it is not (or no longer) an unsigned DPA of theirs. */
export async function signDraftDpa(
  db: TDbExecutor,
  userId: string,
  id: string,
  signature: TDpaSignature,
  signedAt: Date,
): Promise<TDpaRow | undefined> {
  const [row] = await db
    .update(dpaDocuments)
    .set({ statut: 'signed', signature, signedAt, updatedAt: signedAt })
    .where(
      and(
        eq(dpaDocuments.id, id),
        eq(dpaDocuments.userId, userId),
        eq(dpaDocuments.statut, 'draft'),
        eq(dpaDocuments.contentHash, signature.contentHash),
      ),
    )
    .returning();
  return row;
}
