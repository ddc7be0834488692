import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';

describe('profile', () => {
  let t: TestApp;
  let user: TTestUser;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { name: 'Inès Moreau', nom: 'Institut Inès' });
    token = await t.login(user.email, user.password);
  });
  afterAll(() => t.close());

  it('reads the signed-in user', async () => {
    const response = await t.get('/api/auth/profile', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: expect.objectContaining({ id: user.id, name: 'Inès Moreau', nom: 'Institut Inès', siret: null }),
      // The holder's own session, not the administration acting as them (ADR 0030).
      impersonation: null,
    });
  });

  it('needs a session', async () => {
    expect((await t.get('/api/auth/profile')).statusCode).toBe(401);
    const put = await t.put('/api/auth/profile', { nom: 'X' });
    expect(put.statusCode).toBe(401);
    expect(put.json().message).toBe('Authentification requise');
  });

  it('updates nom, siret, adresse and telephone, keeping absent fields', async () => {
    const response = await t.put(
      '/api/auth/profile',
      { siret: '732 829 320 00074', adresse: ' 3 place Bellecour, 69002 Lyon ', telephone: '04 78 00 00 00' },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Profil mis à jour',
      user: expect.objectContaining({
        nom: 'Institut Inès',
        siret: '73282932000074',
        adresse: '3 place Bellecour, 69002 Lyon',
        telephone: '04 78 00 00 00',
      }),
    });
    const reread = await t.get('/api/auth/profile', { token });
    expect(reread.json().user).toMatchObject({ siret: '73282932000074', nom: 'Institut Inès' });
  });

  it('clears a field sent empty', async () => {
    const response = await t.put('/api/auth/profile', { telephone: '' }, { token });
    expect(response.json().user.telephone).toBeNull();
  });

  it('refuses a SIRET that is not 14 digits on the siret field', async () => {
    const response = await t.put('/api/auth/profile', { siret: '1234567890123' }, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Le SIRET doit contenir exactement 14 chiffres',
      field: 'siret',
      code: 'VALIDATION',
    });
    expect((await t.get('/api/auth/profile', { token })).json().user.siret).toBe('73282932000074');
  });

  it('refuses an invalid phone number on the telephone field', async () => {
    const response = await t.put('/api/auth/profile', { telephone: 'appelez-moi' }, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('telephone');
  });

  it('cannot change name, email or role through the profile', async () => {
    await t.put(
      '/api/auth/profile',
      { role: 'admin', email: 'pirate@exemple.fr', name: 'Pirate' },
      { token },
    );
    expect((await t.get('/api/auth/profile', { token })).json().user).toMatchObject({
      role: 'client',
      email: user.email,
      name: 'Inès Moreau',
    });
  });
});
