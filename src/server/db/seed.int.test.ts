import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import type { AppDeps } from '../deps';
import { users } from './schema';
import { DEMO_ADMIN, DEMO_PROVIDER, seedOnStart } from './seed';

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
    expect(await seedOnStart(withEnv({ SEED_DEMO: false }))).toEqual([]);
    expect(await userCount()).toBe(0);
  });

  it('seeds a demo admin and a demo provider on an empty database, who can log in', async () => {
    const lines = await seedOnStart(withEnv({ SEED_DEMO: true }));
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
  });

  it('never seeds the demo twice', async () => {
    expect(await seedOnStart(withEnv({ SEED_DEMO: true }))).toEqual([]);
    expect(await userCount()).toBe(2);
  });

  it('creates the ADMIN_EMAIL admin, then updates its password on a later start', async () => {
    const email = 'patron@exemple.fr';
    await seedOnStart(withEnv({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Premier-secret-1' }));
    const first = await loginAs(email, 'Premier-secret-1');
    expect(first.json().user).toMatchObject({ role: 'admin', emailVerified: true });

    const lines = await seedOnStart(withEnv({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Second-secret-2' }));
    expect(lines).toEqual([`  Administrateur configuré : ${email}`]);
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
});
