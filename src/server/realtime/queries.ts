import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** A calendar id names a provider (role client); admins have no calendar. */
export async function providerExists(db: Db, providerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, providerId), eq(users.role, 'client')))
    .limit(1);
  return rows.length > 0;
}
