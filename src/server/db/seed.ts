import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { hashPassword } from '../modules/auth/password';
import { users } from './schema';
import { demoBookingLine, retireDemoPasswords, seedDemoAccounts } from './seed-demo';

async function upsertAdmin(deps: AppDeps, email: string, password: string): Promise<void> {
  const { db } = deps.database;
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${deps.now().toISOString()}::timestamptz)`,
        updatedAt: deps.now(),
      })
      .where(eq(users.id, existing.id));
  } else {
    await db
      .insert(users)
      .values({ email, name: 'Administrateur', passwordHash, role: 'admin', emailVerifiedAt: deps.now() });
  }
}

async function hasAdmin(deps: AppDeps): Promise<boolean> {
  const [{ total } = { total: 0 }] = await deps.database.db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return total > 0;
}

/**
 * The accounts that exist at start. SEED_DEMO (config.ts decides its default): the demo accounts
 * on an empty database; otherwise any demo account still open with its published password is
 * closed. ADMIN_EMAIL/ADMIN_PASSWORD create or update that admin. Under the start-up lock: two
 * nodes starting together on one PostgreSQL would both find the database empty, or the admin
 * missing, and both insert. Returns the lines to print.
 */
export function seedOnStart(deps: AppDeps): Promise<string[]> {
  return deps.database.withStartupLock(async () => {
    const { config } = deps;
    const lines: string[] = [];
    if (config.SEED_DEMO) {
      lines.push(...(await seedDemoAccounts(deps)), ...(await demoBookingLine(deps)));
    } else {
      lines.push(...(await retireDemoPasswords(deps)));
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await upsertAdmin(deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      lines.push(`  Administrateur configuré : ${config.ADMIN_EMAIL}`);
    } else if (!(await hasAdmin(deps))) {
      lines.push(
        '  Aucun administrateur : démarrez avec ADMIN_EMAIL=… et ADMIN_PASSWORD=… pour en créer un',
        '  (la même commande remet à jour son mot de passe).',
      );
    }
    return lines;
  });
}
