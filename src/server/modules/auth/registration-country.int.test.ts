import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { createTestApp, type TestApp } from '../../../test/app';

describe('registration country (behind a trusted proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const body = (email: string) => ({ name: 'Voyageur', email, password: 'Un-mot-de-passe' });

  it('refuses a sign-up from outside France with the SPEC message, and creates nothing', async () => {
    const response = await t.post('/api/auth/register', body('berlin@exemple.de'), {
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message: M.register.countryRefused });
    expect(await t.lastEmailTo('berlin@exemple.de')).toBeUndefined();
    const login = await t.post('/api/auth/login', {
      email: 'berlin@exemple.de',
      password: 'Un-mot-de-passe',
    });
    expect(login.statusCode).toBe(401);
  });

  it('accepts a sign-up from France', async () => {
    const response = await t.post('/api/auth/register', body('lyon@exemple.fr'), {
      headers: { 'cf-ipcountry': 'FR' },
    });
    expect(response.statusCode).toBe(201);
  });
});
