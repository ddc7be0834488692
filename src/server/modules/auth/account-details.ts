import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import type { TUserRow } from './user-dto';

/** The business details kept on the account (SPEC §3 profile fields); null clears one. */
export type TAccountDetails = Partial<Record<'nom' | 'siret' | 'adresse' | 'telephone', string | null>>;

export async function updateAccountDetails(
  db: TDbExecutor,
  userId: string,
  fields: TAccountDetails,
  now: Date,
): Promise<TUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
