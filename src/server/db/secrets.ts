import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSecrets } from './schema';

/**
 * Returns the named secret, generating it on first use. Kept in the database (not a local file)
 * so that every node sharing one PostgreSQL signs and checks tokens with the same key.
 */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  generate = () => randomBytes(48).toString('base64url'),
) {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} introuvable`);
  return row.value;
}
