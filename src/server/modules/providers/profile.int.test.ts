import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';

describe('provider profile API', () => {
  let t: TestApp;
  let ines: TTestUser;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ines = await createUser(t.deps, {
      name: 'Inès Moreau',
      nom: 'Institut Inès',
      telephone: '04 78 00 00 00',
    });
    token = await t.login(ines.email, ines.password);
  });
  afterAll(() => t.close());

  it('starts from the account: business name, phone, Europe/Paris', async () => {
    const response = await t.get('/api/provider/profile', { token });
    expect(response.json()).toEqual({
      success: true,
      profile: {
        providerId: ines.id,
        displayName: 'Institut Inès',
        description: '',
        address: '',
        phone: '04 78 00 00 00',
        timezone: 'Europe/Paris',
        slug: null,
      },
    });
    const noBusiness = await createUser(t.deps, { name: 'Paul Roy' });
    const paul = await t.login(noBusiness.email, noBusiness.password);
    expect((await t.get('/api/provider/profile', { token: paul })).json().profile).toMatchObject({
      displayName: 'Paul Roy',
      phone: '',
    });
  });

  it('saves the profile, trimmed, and reads it back', async () => {
    const body = {
      displayName: ' Institut Inès — Lyon ',
      description: 'Soins du visage',
      address: '3 place Bellecour, 69002 Lyon',
      phone: '04 78 11 22 33',
      timezone: 'Europe/Paris',
    };
    const saved = await t.put('/api/provider/profile', body, { token });
    expect(saved.statusCode).toBe(200);
    const profile = { ...body, displayName: 'Institut Inès — Lyon', providerId: ines.id, slug: null };
    expect(saved.json()).toEqual({ success: true, profile });
    expect((await t.get('/api/provider/profile', { token })).json().profile).toEqual(profile);
  });

  it('refuses an empty display name and an unknown time zone, naming the field', async () => {
    const empty = await t.put('/api/provider/profile', { displayName: '  ' }, { token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'displayName', message: 'Le nom affiché est requis' });
    const zone = await t.put('/api/provider/profile', { displayName: 'X', timezone: 'Paris' }, { token });
    expect(zone.json()).toMatchObject({ field: 'timezone', message: 'Fuseau horaire inconnu' });
  });

  it('answers 401 to a guest and 403 to an administrator', async () => {
    expect((await t.get('/api/provider/profile')).statusCode).toBe(401);
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    expect((await t.get('/api/provider/profile', { token: adminToken })).statusCode).toBe(403);
  });
});
