import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../../../test/app';
import { nextTestIp } from '../../../test/factories';
import { SIGNUP_COOKIE } from './signup-cookie';

describe('the browser that signed up is signed in by its verification link (issue 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signUp(email: string) {
    const response = await t.post(
      '/api/auth/register',
      { name: 'Julie Moreau', email, password: 'Un-mot-de-passe' },
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === SIGNUP_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/verify-email', sameSite: 'Lax' });
    const token =
      linkIn(await t.lastEmailTo(email), '/verify-email/')
        .pathname.split('/')
        .pop() ?? '';
    return { cookie: cookie?.value ?? '', token };
  }

  const verify = (token: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email/${token}`,
      headers: { accept: 'application/json' },
      ...(cookie ? { cookies: { [SIGNUP_COOKIE]: cookie } } : {}),
    });

  it('signs in the same browser: a session like a login’s, the cookie spent', async () => {
    const { cookie, token } = await signUp('julie@exemple.fr');
    const verified = await verify(token, cookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      message: 'Votre adresse e-mail a été vérifiée : vous êtes connecté.',
      token: expect.any(String),
      user: { email: 'julie@exemple.fr', emailVerified: true, role: 'client' },
    });
    expect(verified.cookies.find((c) => c.name === SIGNUP_COOKIE)?.value).toBe('');
    const me = await t.get('/api/auth/verify-token', { token: verified.json().token });
    expect(me.json().user.email).toBe('julie@exemple.fr');
  });

  it('only verifies in another browser, or with a cookie made for another address', async () => {
    const { token } = await signUp('paul@exemple.fr');
    const other = await signUp('intrus@exemple.fr');
    const verified = await verify(token, other.cookie);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Votre adresse e-mail a été vérifiée. Vous pouvez maintenant vous connecter.',
    });
    const elsewhere = await verify(other.token);
    expect(elsewhere.json().token).toBeUndefined();
  });

  it('gives the same answer and cookie whether the address had an account or not', async () => {
    const first = await t.post(
      '/api/auth/register',
      { name: 'Zoé', email: 'zoe@exemple.fr', password: 'Un-mot-de-passe' },
      { ip: nextTestIp() },
    );
    const again = await t.post(
      '/api/auth/register',
      { name: 'Zoé', email: 'zoe@exemple.fr', password: 'Un-mot-de-passe' },
      { ip: nextTestIp() },
    );
    expect(again.body).toBe(first.body);
    expect(again.cookies.map((c) => c.name)).toEqual(first.cookies.map((c) => c.name));
  });
});
