import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import type { TUserRow } from './user-dto';

/** Case-insensitive, matching the users_email_lower_idx unique index. */
export async function findUserByEmail(db: Db, email: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Returns undefined when the e-mail is already taken (also under a concurrent insert). */
export async function insertUser(
  db: TDbExecutor,
  input: { email: string; name: string; passwordHash: string; now: Date },
): Promise<TUserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      passwordHash: input.passwordHash,
      role: 'client',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
