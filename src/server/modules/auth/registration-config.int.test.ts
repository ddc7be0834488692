import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { DEFAULT_SETTINGS, type TSettings } from '../../../shared/schemas/provider-setup';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { users } from '../../db/schema';

/** Sign-ups follow the administrators' configuration, read live (docs/decisions/0031). */
describe('registration and the administrators’ configuration', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    // Behind a trusted proxy, so that each request can say its country.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const admin = await createUser(t.deps, { role: 'admin' });
    adminToken = await t.login(admin.email, admin.password);
  });
  afterAll(() => t?.close());

  const configure = async (patch: object) => {
    const response = await t.put('/api/admin/config', patch, { token: adminToken });
    expect(response.statusCode).toBe(200);
  };
  const register = (email: string, country = 'FR') =>
    t.post(
      '/api/auth/register',
      { name: 'Rose Lambert', email, password: 'Motdepasse-solide-9' },
      { headers: { 'cf-ipcountry': country } },
    );

  it('closed sign-ups answer 403 with a French message and create nothing; reopened, they work again', async () => {
    await configure({ registrationOpen: false });
    expect((await t.get('/api/config/public')).json().config.registrationOpen).toBe(false);
    const refused = await register('fermee@exemple.fr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: M.register.closed });
    expect(await t.lastEmailTo('fermee@exemple.fr')).toBeUndefined();

    await configure({ registrationOpen: true });
    expect((await register('fermee@exemple.fr')).statusCode).toBe(201);
  });

  it('allows the configured countries instead of the environment’s', async () => {
    expect((await register('bruxelles@exemple.be', 'BE')).statusCode).toBe(403);
    await configure({ registrationCountries: ['FR', 'BE'] });
    expect((await register('bruxelles@exemple.be', 'BE')).statusCode).toBe(201);
    await configure({ registrationCountries: ['BE'] });
    const refused = await register('paris@exemple.fr', 'FR');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.register.countryRefused);
    await configure({ registrationCountries: ['FR'] });
  });

  it('a new provider starts from the configured defaults; providers who joined before keep theirs', async () => {
    const before = await createUser(t.deps);
    const defaults: TSettings = {
      ...DEFAULT_SETTINGS,
      calendarView: 'week',
      workDayStart: '08:00',
      workDayEnd: '19:30',
      slotStepMinutes: 15,
      reminderOffsetsMinutes: [2880, 120],
      dataRetentionDays: 90,
    };
    await configure({ providerDefaults: defaults });
    expect((await register('nouvelle@exemple.fr')).statusCode).toBe(201);

    const [created] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nouvelle@exemple.fr'));
    if (!created) throw new Error('account not created');
    await t.deps.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, created.id));
    const token = await t.login('nouvelle@exemple.fr', 'Motdepasse-solide-9');
    expect((await t.get('/api/settings', { token })).json().settings).toEqual(defaults);

    const oldToken = await t.login(before.email, before.password);
    expect((await t.get('/api/settings', { token: oldToken })).json().settings).toEqual(DEFAULT_SETTINGS);
  });
});
