import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { webauthnCredentials } from '../../db/schema';

export type TKeyRow = typeof webauthnCredentials.$inferSelect;

export async function listKeysOf(db: TDbExecutor, userId: string): Promise<TKeyRow[]> {
  return db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(asc(webauthnCredentials.createdAt));
}

export async function findKey(db: TDbExecutor, id: string): Promise<TKeyRow | undefined> {
  const [row] = await db.select().from(webauthnCredentials).where(eq(webauthnCredentials.id, id));
  return row;
}

export async function insertKey(
  db: TDbExecutor,
  values: typeof webauthnCredentials.$inferInsert,
): Promise<TKeyRow> {
  const [row] = await db.insert(webauthnCredentials).values(values).returning();
  if (!row) throw new Error('webauthn credential insert returned nothing');
  return row;
}

export async function recordKeyUse(db: TDbExecutor, id: string, counter: number, now: Date): Promise<void> {
  await db
    .update(webauthnCredentials)
    .set({ counter, lastUsedAt: now })
    .where(eq(webauthnCredentials.id, id));
}

/** Renames one of the user's keys; undefined when the key is not theirs. */
export async function renameKey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<TKeyRow | undefined> {
  const [row] = await db
    .update(webauthnCredentials)
    .set({ name })
    .where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the user's keys; its name when it was theirs. */
/** Every key of the account (its erasure, ADR 0029). */
export async function deleteKeysOf(db: TDbExecutor, userId: string): Promise<void> {
  await db.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
}

export async function deleteKey(db: TDbExecutor, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId)))
    .returning({ name: webauthnCredentials.name });
  return row?.name;
}
