import { count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { hashPassword } from '../modules/auth/password';
import { users } from './schema';
import { seedDemoDpa } from './seed-demo-dpa';
import { seedDemoProviderSetup } from './seed-demo-setup';

export const DEMO_ADMIN = { email: 'admin@demo.creneau.fr', password: 'Demo-admin-2026', name: 'Admin Démo' };
export const DEMO_PROVIDER = {
  email: 'camille@demo.creneau.fr',
  password: 'Demo-pro-2026',
  name: 'Camille Martin',
  nom: 'Camille Martin Coaching',
  adresse: '12 rue des Lilas, 69003 Lyon',
  telephone: '06 12 34 56 78',
};

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

/**
 * At start: ADMIN_EMAIL/ADMIN_PASSWORD create or update that admin; on an empty database
 * (embedded by default, or when SEED_DEMO=true) a demo admin and a demo provider, with her booking
 * page and a signed DPA, are created (an admin needs no DPA). Under the start-up lock: two nodes
 * starting together on one PostgreSQL would both find the database empty, or the admin missing,
 * and both insert. Returns the lines to print.
 */
export function seedOnStart(deps: AppDeps): Promise<string[]> {
  return deps.database.withStartupLock(() => seed(deps));
}

async function seed(deps: AppDeps): Promise<string[]> {
  const { config } = deps;
  const { db } = deps.database;
  const lines: string[] = [];
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  const seedDemo = config.SEED_DEMO ?? deps.database.kind === 'pglite';
  if (total === 0 && seedDemo) {
    const verifiedAt = deps.now();
    const [, provider] = await db
      .insert(users)
      .values([
        {
          ...pick(DEMO_ADMIN),
          passwordHash: await hashPassword(DEMO_ADMIN.password),
          role: 'admin',
          emailVerifiedAt: verifiedAt,
        },
        {
          ...pick(DEMO_PROVIDER),
          nom: DEMO_PROVIDER.nom,
          adresse: DEMO_PROVIDER.adresse,
          telephone: DEMO_PROVIDER.telephone,
          passwordHash: await hashPassword(DEMO_PROVIDER.password),
          role: 'client',
          emailVerifiedAt: verifiedAt,
        },
      ])
      .returning({ id: users.id });
    if (provider) {
      await seedDemoProviderSetup(db, provider.id);
      await seedDemoDpa(deps, provider.id, DEMO_PROVIDER);
    }
    lines.push(
      '  Comptes de démonstration créés :',
      `    administrateur : ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
      `    professionnel  : ${DEMO_PROVIDER.email} / ${DEMO_PROVIDER.password}`,
    );
  }
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_PROVIDER.email));
  if (demo) lines.push(`  Page de réservation de démonstration : ${config.APP_URL}/booking/${demo.id}`);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await upsertAdmin(deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    lines.push(`  Administrateur configuré : ${config.ADMIN_EMAIL}`);
  }
  return lines;
}

function pick(u: { email: string; name: string }) {
  return { email: u.email, name: u.name };
}
