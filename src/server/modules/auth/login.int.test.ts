import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { sessions } from '../../db/schema';

describe('login', () => {
  let t: TestApp;
  let user: TTestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { name: 'Claire Dupont', email: 'Claire@Exemple.fr' });
  });
  afterAll(() => t.close());

  it('answers a token and the user, whatever the case of the e-mail', async () => {
    const response = await t.post('/api/auth/login', {
      email: ' claire@exemple.FR ',
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      user: {
        id: user.id,
        _id: user.id,
        email: 'Claire@Exemple.fr',
        name: 'Claire Dupont',
        role: 'client',
        emailVerified: true,
        nom: null,
        siret: null,
        adresse: null,
        telephone: null,
        createdAt: user.createdAt.toISOString(),
      },
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('signs id, email, name, role and a session id; 12 hours without rememberMe, 30 days with it', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const short = decodeJwt(await t.login(user.email, user.password, false));
    expect(short).toMatchObject({
      id: user.id,
      sub: user.id,
      email: user.email,
      name: user.name,
      role: 'client',
    });
    expect(short.sid).toEqual(expect.any(String));
    expect(short.iat).toBe(now);
    expect(short.exp).toBe(now + 12 * 3600);
    const long = decodeJwt(await t.login(user.email, user.password, true));
    expect(long.exp).toBe(now + 30 * 86_400);
    expect(long.sid).not.toBe(short.sid);
  });

  it('records each login as a session row with its client and expiry', async () => {
    const response = await t.post(
      '/api/auth/login',
      { email: user.email, password: user.password, rememberMe: true },
      { ip: '203.0.113.7', headers: { 'user-agent': 'Navigateur de test' } },
    );
    const { sid, exp } = decodeJwt(response.json().token);
    const [row] = await t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(sid)));
    expect(row).toMatchObject({
      userId: user.id,
      rememberMe: true,
      ip: '203.0.113.7',
      userAgent: 'Navigateur de test',
      revokedAt: null,
    });
    expect(row?.expiresAt.getTime()).toBe((exp ?? 0) * 1000);
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const wrong = await t.post('/api/auth/login', { email: user.email, password: 'pas-le-bon' });
    const unknown = await t.post('/api/auth/login', { email: 'inconnu@exemple.fr', password: user.password });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: M.login.badCredentials,
        code: 'UNAUTHORIZED',
      });
    }
  });

  it.each([
    [{}, 'email'],
    [{ email: 'claire@exemple.fr' }, 'password'],
    [{ email: '   ', password: 'x' }, 'email'],
    [{ email: 'claire@exemple.fr', password: '' }, 'password'],
  ])('asks to fill every field for %j', async (body, field) => {
    const response = await t.post('/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: M.login.required, field, code: 'VALIDATION' });
  });

  it('asks to fill every field when there is no body at all', async () => {
    const response = await t.post('/api/auth/login');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.login.required);
  });

  it('refuses an unverified account with emailNotVerified only after the right password', async () => {
    const pending = await createUser(t.deps, { verified: false });
    const wrong = await t.post('/api/auth/login', { email: pending.email, password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(401);
    const right = await t.post('/api/auth/login', { email: pending.email, password: pending.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      success: false,
      message: M.login.emailNotVerified,
      emailNotVerified: true,
      code: 'FORBIDDEN',
    });
  });

  it('needs the XSRF cookie/header pair (SPEC §7) since it carries no Bearer token', async () => {
    const body = { email: user.email, password: user.password };
    const none = await t.post('/api/auth/login', body, { csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ success: false, csrf: true });

    const pair = await t.csrf();
    const mismatched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      cookies: pair.cookie,
      headers: { 'x-xsrf-token': 'autre-valeur' },
    });
    expect(mismatched.statusCode).toBe(403);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      cookies: pair.cookie,
      headers: pair.header,
    });
    expect(ok.statusCode).toBe(200);
  });
});
