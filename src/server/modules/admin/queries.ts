import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { TUserRow } from '../auth/api';

export const USER_SEARCH_LIMIT = 50;

/** Makes %, _ and \ literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring search on name, email and nom; newest accounts first. */
export async function searchUsers(db: Db, query: string): Promise<{ users: TUserRow[]; total: number }> {
  const pattern = `%${escapeLike(query)}%`;
  const where: SQL | undefined = query
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.nom, pattern))
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USER_SEARCH_LIMIT);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  return { users: rows, total };
}
