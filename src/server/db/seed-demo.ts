import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import { revokeSessions } from '../modules/auth/session-revocation';
import { users } from './schema';
import { seedDemoDpa } from './seed-demo-dpa';
import { seedDemoProviderSetup } from './seed-demo-setup';

/** Their passwords are printed in the README and the banner: for a developer's machine only. */
export const DEMO_ADMIN = { email: 'admin@demo.creneau.fr', password: 'Demo-admin-2026', name: 'Admin Démo' };
export const DEMO_PROVIDER = {
  email: 'camille@demo.creneau.fr',
  password: 'Demo-pro-2026',
  name: 'Camille Martin',
  nom: 'Camille Martin Coaching',
  adresse: '12 rue des Lilas, 69003 Lyon',
  telephone: '06 12 34 56 78',
};
const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_PROVIDER];

async function findUser(deps: AppDeps, email: string) {
  const [row] = await deps.database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row;
}

/**
 * On an empty database only: a demo admin and a demo provider, with her booking page and a
 * signed DPA (an admin needs no DPA). Returns the banner lines.
 */
export async function seedDemoAccounts(deps: AppDeps): Promise<string[]> {
  const { db } = deps.database;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return [];
  const verifiedAt = deps.now();
  const [, provider] = await db
    .insert(users)
    .values([
      {
        email: DEMO_ADMIN.email,
        name: DEMO_ADMIN.name,
        passwordHash: await hashPassword(DEMO_ADMIN.password),
        role: 'admin',
        emailVerifiedAt: verifiedAt,
      },
      {
        email: DEMO_PROVIDER.email,
        name: DEMO_PROVIDER.name,
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
  return [
    '  Comptes de démonstration créés :',
    `    administrateur : ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    `    professionnel  : ${DEMO_PROVIDER.email} / ${DEMO_PROVIDER.password}`,
  ];
}

/** The demo provider's booking link, when she exists. */
export async function demoBookingLine(deps: AppDeps): Promise<string[]> {
  const demo = await findUser(deps, DEMO_PROVIDER.email);
  return demo ? [`  Page de réservation de démonstration : ${deps.config.APP_URL}/booking/${demo.id}`] : [];
}

/**
 * Demo accounts left from an earlier start (a first `npm start` on the server, before
 * ADMIN_EMAIL or NODE_ENV=production was set) still open with the published passwords: when the
 * demo is not wanted, those passwords are replaced by random ones and their sessions revoked.
 * The accounts and their data stay. Returns the banner lines.
 */
export async function retireDemoPasswords(deps: AppDeps): Promise<string[]> {
  const retired: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUser(deps, account.email);
    if (!user || !(await verifyPassword(user.passwordHash, account.password))) continue;
    await deps.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(randomBytes(32).toString('base64url')), updatedAt: deps.now() })
      .where(eq(users.id, user.id));
    await revokeSessions(deps, { userId: user.id });
    retired.push(account.email);
  }
  if (retired.length === 0) return [];
  return [`  Comptes de démonstration désactivés (mot de passe publié retiré) : ${retired.join(', ')}`];
}
