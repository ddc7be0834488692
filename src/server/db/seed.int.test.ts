import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { availabilityWeekly, dpaDocuments, outboxEmails, services, users } from './schema';
import { seedOnStart } from './seed';
import { DEMO_ADMIN, DEMO_PROVIDER } from './seed-demo';
import { DEMO_DPA_EVIDENCE } from './seed-demo-dpa';

const ADMIN_HINT =
  '  Aucun administrateur : démarrez avec ADMIN_EMAIL=… et ADMIN_PASSWORD=… pour en créer un';
const ADMIN_ENV = { ADMIN_EMAIL: 'patron@exemple.fr', ADMIN_PASSWORD: 'Secret-du-patron-1' };
const POSTGRES_ENV = { DATABASE_URL: 'postgres://creneau@db.exemple.fr/creneau' };

/** A start of `seedOnStart` on `t`'s database, configured from these environment variables. */
function startWith(t: TestApp, env: Record<string, string>): Promise<string[]> {
  return seedOnStart({ ...t.deps, config: loadConfig({ APP_URL: 'http://localhost:3000', ...env }) });
}

async function logins(t: TestApp) {
  const login = async (email: string, password: string) =>
    (await t.post('/api/auth/login', { email, password })).statusCode;
  return {
    demoAdmin: await login(DEMO_ADMIN.email, DEMO_ADMIN.password),
    demoProvider: await login(DEMO_PROVIDER.email, DEMO_PROVIDER.password),
    configuredAdmin: await login(ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD),
    accounts: (await t.deps.database.db.select({ n: count() }).from(users))[0]?.n,
  };
}

describe('seedOnStart on an empty database of a deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['SEED_DEMO=false', { SEED_DEMO: 'false' }],
    ['PostgreSQL', POSTGRES_ENV],
  ])('seeds no demo account with %s, and says how to get an admin', async (_, env) => {
    const lines = await startWith(t, env);
    expect(lines).toContain(ADMIN_HINT);
    expect(lines.join('\n')).not.toContain('démonstration');
    expect(await logins(t)).toMatchObject({ demoAdmin: 401, demoProvider: 401, accounts: 0 });
  });

  it('creates only the configured admin when ADMIN_EMAIL is set', async () => {
    const lines = await startWith(t, ADMIN_ENV);
    expect(lines).toEqual([`  Administrateur configuré : ${ADMIN_ENV.ADMIN_EMAIL}`]);
    expect(await logins(t)).toEqual({ demoAdmin: 401, demoProvider: 401, configuredAdmin: 200, accounts: 1 });
  });
});

describe('seedOnStart with SEED_DEMO=true', () => {
  it('seeds the demo accounts on an empty database even in production with ADMIN_EMAIL', async () => {
    const t = await createTestApp();
    try {
      const lines = await startWith(t, { SEED_DEMO: 'true', NODE_ENV: 'production', ...ADMIN_ENV });
      expect(lines.join('\n')).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
      expect(lines.at(-1)).toBe(`  Administrateur configuré : ${ADMIN_ENV.ADMIN_EMAIL}`);
      expect(await logins(t)).toEqual({
        demoAdmin: 200,
        demoProvider: 200,
        configuredAdmin: 200,
        accounts: 3,
      });
    } finally {
      await t.close();
    }
  });
});

describe('seedOnStart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withEnv = (env: Partial<AppDeps['config']>): AppDeps => ({
    ...t.deps,
    config: { ...t.deps.config, ...env },
  });
  const userCount = async () => (await t.deps.database.db.select({ n: count() }).from(users))[0]?.n;
  const loginAs = (email: string, password: string) => t.post('/api/auth/login', { email, password });

  it('seeds nothing on an empty database when SEED_DEMO is false', async () => {
    expect(await seedOnStart(withEnv({ SEED_DEMO: false }))).toEqual([
      ADMIN_HINT,
      '  (la même commande remet à jour son mot de passe).',
    ]);
    expect(await userCount()).toBe(0);
  });

  it('seeds a demo admin and a demo provider on an empty embedded database, who can log in', async () => {
    // createTestApp's configuration: nothing set, as on a developer machine.
    expect(t.deps.config.SEED_DEMO).toBe(true);
    const lines = await seedOnStart(t.deps);
    expect(lines.join('\n')).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    expect(lines.join('\n')).toContain(`${DEMO_PROVIDER.email} / ${DEMO_PROVIDER.password}`);

    const admin = await loginAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ role: 'admin', emailVerified: true });
    const provider = await loginAs(DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    expect(provider.json().user).toMatchObject({
      role: 'client',
      nom: DEMO_PROVIDER.nom,
      emailVerified: true,
    });
    const providerId: string = provider.json().user.id;
    expect(lines).toContain(
      `  Page de réservation de démonstration : http://localhost:3000/booking/${providerId}`,
    );
    const offered = await t.deps.database.db
      .select()
      .from(services)
      .where(eq(services.providerId, providerId));
    expect(offered.map((s) => s.name)).toEqual([
      'Séance découverte',
      'Séance de coaching',
      'Bilan de carrière',
    ]);
    const hours = await t.deps.database.db
      .select()
      .from(availabilityWeekly)
      .where(eq(availabilityWeekly.providerId, providerId));
    expect(hours).toHaveLength(11);
  });

  it('gives the demo provider a real signed DPA, honest about its origin, and e-mails nobody', async () => {
    const token = await t.login(DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    const status = await t.get('/api/dpa/status', { token });
    expect(status.json()).toEqual({ success: true, hasValidDPA: true });
    const { dpa } = (await t.get('/api/dpa/content', { token })).json();
    expect(dpa).toMatchObject({
      statut: 'signed',
      numeroContrat: expect.stringMatching(/^CRN-DPA-\d{4}-\d{6}$/),
    });
    expect(dpa.contenu).toContain(DEMO_PROVIDER.nom);
    expect(dpa.contenu).toContain(DEMO_PROVIDER.adresse);
    for (const { nom } of t.deps.config.DPA_SUBPROCESSORS) expect(dpa.contenu).toContain(nom);
    expect(dpa.signature).toEqual({
      accepted: true,
      ip: DEMO_DPA_EVIDENCE.ip,
      declaredIp: null,
      userAgent: 'Données de démonstration (SEED_DEMO)',
      timestamp: dpa.signedAt,
      method: 'electronic',
      contentHash: createHash('sha256').update(dpa.contenu, 'utf8').digest('hex'),
    });
    expect(await t.lastEmailTo(DEMO_PROVIDER.email)).toBeUndefined();
    expect(await t.deps.database.db.select().from(outboxEmails)).toEqual([]);

    // The demo admin passes the DPA gate without one.
    const adminToken = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await t.get('/api/dpa/status', { token: adminToken })).json().hasValidDPA).toBe(true);
  });

  it('never seeds the demo twice', async () => {
    const again = await seedOnStart(withEnv({ SEED_DEMO: true }));
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/Page de réservation de démonstration/);
    expect(await userCount()).toBe(2);
    expect(await t.deps.database.db.select({ n: count() }).from(dpaDocuments)).toEqual([{ n: 1 }]);
  });

  it('creates the ADMIN_EMAIL admin, then updates its password on a later start', async () => {
    const email = 'patron@exemple.fr';
    await seedOnStart(withEnv({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Premier-secret-1' }));
    const first = await loginAs(email, 'Premier-secret-1');
    expect(first.json().user).toMatchObject({ role: 'admin', emailVerified: true });

    const lines = await seedOnStart(withEnv({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Second-secret-2' }));
    expect(lines.at(-1)).toBe(`  Administrateur configuré : ${email}`);
    expect(lines.join('\n')).not.toContain('Comptes de démonstration');
    expect((await loginAs(email, 'Premier-secret-1')).statusCode).toBe(401);
    expect((await loginAs(email, 'Second-secret-2')).statusCode).toBe(200);
  });

  it('promotes and verifies an existing client account named by ADMIN_EMAIL', async () => {
    const client = await createUser(t.deps, { email: 'Promue@Exemple.fr', verified: false });
    await seedOnStart(withEnv({ ADMIN_EMAIL: 'promue@exemple.fr', ADMIN_PASSWORD: 'Nouveau-secret-3' }));
    const response = await loginAs(client.email, 'Nouveau-secret-3');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: client.id, role: 'admin', emailVerified: true });
  });

  it('closes the demo accounts an earlier start left, once the demo is not wanted', async () => {
    const token = await t.login(DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    expect((await t.get('/api/auth/profile', { token })).statusCode).toBe(200);
    const before = await userCount();

    const lines = await seedOnStart(withEnv({ SEED_DEMO: false }));
    expect(lines).toEqual([
      `  Comptes de démonstration désactivés (mot de passe publié retiré) : ${DEMO_ADMIN.email}, ${DEMO_PROVIDER.email}`,
    ]);
    expect((await loginAs(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401);
    expect((await loginAs(DEMO_PROVIDER.email, DEMO_PROVIDER.password)).statusCode).toBe(401);
    expect((await t.get('/api/auth/profile', { token })).statusCode).toBe(401);
    // The accounts and their data stay; the next start has nothing left to close.
    expect(await userCount()).toBe(before);
    expect(await seedOnStart(withEnv({ SEED_DEMO: false }))).toEqual([]);
  });
});
