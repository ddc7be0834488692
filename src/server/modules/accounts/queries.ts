import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { TUserRow } from '../auth/user-dto';

export type TProfileFields = Partial<Record<'nom' | 'siret' | 'adresse' | 'telephone', string | null>>;

export async function updateProfile(
  db: Db,
  userId: string,
  fields: TProfileFields,
  now: Date,
): Promise<TUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
