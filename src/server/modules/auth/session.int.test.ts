import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { users } from '../../db/schema';
import { signSessionToken } from './tokens';

const INVALID = {
  success: false,
  message: 'Session invalide. Veuillez vous reconnecter.',
  code: 'UNAUTHORIZED',
};
const EXPIRED = {
  success: false,
  message: 'Votre session a expiré. Veuillez vous reconnecter.',
  error: 'jwt expired',
  code: 'TOKEN_EXPIRED',
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('sessions: verify-token, logout, refresh-token', () => {
  let t: TestApp;
  let user: TTestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { name: 'Hugo Petit' });
  });
  afterAll(() => t.close());

  const verify = (token?: string) => t.get('/api/auth/verify-token', token ? { token } : {});
  const refresh = (token: string | undefined, body: object = {}) =>
    t.post('/api/auth/refresh-token', body, token ? { token } : {});

  /** Runs `fn` with the clock moved forward, then puts it back. */
  async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    t.clock.advance(ms);
    try {
      return await fn();
    } finally {
      t.clock.advance(-ms);
    }
  }

  it('verify-token answers the user for a live token', async () => {
    const response = await verify(await t.login(user.email, user.password));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { id: user.id, _id: user.id, name: 'Hugo Petit' },
    });
  });

  it('verify-token: 401 without token, for garbage, and "jwt expired" once the session has ended', async () => {
    const none = await verify();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      success: false,
      message: 'Authentification requise',
      code: 'UNAUTHORIZED',
    });
    expect((await verify('abc.def.ghi')).json()).toEqual(INVALID);

    const token = await t.login(user.email, user.password, false);
    const expired = await later(12 * HOUR, () => verify(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(EXPIRED);
    expect((await later(12 * HOUR - 1000, () => verify(token))).statusCode).toBe(200);
  });

  it('refuses alg=none, HS512 and tampered tokens', async () => {
    const token = await t.login(user.email, user.password);
    const claims = decodeJwt(token);
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .sign(t.deps.jwtSecret);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    for (const forged of [none, hs512, tampered]) {
      expect((await verify(forged)).json()).toEqual(INVALID);
      expect((await refresh(forged)).statusCode).toBe(401);
    }
  });

  it('refuses a well-signed token whose session does not exist or whose user is gone', async () => {
    const now = t.clock.now();
    const subject = {
      userId: user.id,
      email: user.email,
      name: user.name,
      role: 'client',
      sessionId: randomUUID(),
    };
    const orphan = await signSessionToken(t.deps.jwtSecret, subject, now, new Date(now.getTime() + HOUR));
    expect((await verify(orphan)).json()).toEqual(INVALID);

    const doomed = await createUser(t.deps);
    const token = await t.login(doomed.email, doomed.password);
    await t.deps.database.db.delete(users).where(eq(users.id, doomed.id));
    expect((await verify(token)).json()).toEqual(INVALID);
  });

  it('logout revokes the session at once and always answers 200', async () => {
    const token = await t.login(user.email, user.password);
    const other = await t.login(user.email, user.password);
    const response = await t.post('/api/auth/logout', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Vous êtes déconnecté.' });
    expect((await verify(token)).json()).toEqual(INVALID);
    expect((await refresh(token)).json()).toEqual(INVALID);
    // Only that session: the user's other device stays signed in.
    expect((await verify(other)).statusCode).toBe(200);

    expect((await t.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await t.post('/api/auth/logout', undefined, { token: 'nimporte.quoi.la' })).statusCode).toBe(200);
  });

  it('logout also revokes with an expired token', async () => {
    const token = await t.login(user.email, user.password, true);
    await later(31 * DAY, () => t.post('/api/auth/logout', undefined, { token }));
    expect((await later(31 * DAY, () => refresh(token))).json()).toEqual(INVALID);
  });

  it('refresh rotates a live session: new token works, old one is dead, rememberMe kept', async () => {
    const old = await t.login(user.email, user.password, true);
    const response = await refresh(old, { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String), user: { id: user.id } });
    expect(decodeJwt(body.token).sid).not.toBe(decodeJwt(old).sid);
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    expect(decodeJwt(body.token).exp).toBe(nowSeconds + 30 * 86_400);
    expect((await verify(body.token)).statusCode).toBe(200);
    expect((await verify(old)).json()).toEqual(INVALID);
    expect((await refresh(old)).json()).toEqual(INVALID);
  });

  it('refresh follows rememberMe from the body', async () => {
    const old = await t.login(user.email, user.password, true);
    const response = await refresh(old, { rememberMe: false });
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    expect(decodeJwt(response.json().token).exp).toBe(nowSeconds + 12 * 3600);
  });

  it('refresh renews an expired rememberMe token for 7 days after its end, not later', async () => {
    const recent = await t.login(user.email, user.password, true);
    const renewed = await later(36 * DAY, () => refresh(recent));
    expect(renewed.statusCode).toBe(200);
    expect(await later(36 * DAY, async () => (await verify(renewed.json().token)).statusCode)).toBe(200);

    const stale = await t.login(user.email, user.password, true);
    const refused = await later(37 * DAY, () => refresh(stale));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(EXPIRED);
  });

  it('refresh renews a short session only before it ends', async () => {
    const token = await t.login(user.email, user.password, false);
    expect((await later(12 * HOUR, () => refresh(token))).json()).toEqual(EXPIRED);
    expect((await later(11 * HOUR, () => refresh(token))).statusCode).toBe(200);
  });

  it('refresh never issues a token from an e-mail alone', async () => {
    const response = await refresh(undefined, { email: user.email, rememberMe: true });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('token');
  });

  it('refresh refuses a body e-mail other than the token’s', async () => {
    const other = await createUser(t.deps);
    const token = await t.login(user.email, user.password);
    const response = await refresh(token, { email: other.email });
    expect(response.json()).toEqual(INVALID);
    // The refused attempt did not consume the session.
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('takes the role from the database: a genuine token claiming admin opens nothing', async () => {
    const claims = decodeJwt(await t.login(user.email, user.password));
    const now = t.clock.now();
    const claimsAdmin = await signSessionToken(
      t.deps.jwtSecret,
      {
        userId: user.id,
        email: user.email,
        name: user.name,
        role: 'administrator',
        sessionId: String(claims.sid),
      },
      now,
      new Date(now.getTime() + HOUR),
    );
    expect((await verify(claimsAdmin)).json().user.role).toBe('client');
    expect((await t.get('/api/admin/users/search', { token: claimsAdmin })).statusCode).toBe(403);
  });
});
