import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, nextTestIp, type TTestUser } from '../../../test/factories';
import { sessions } from '../../db/schema';
import { DEVICE_COOKIE } from './device-cookie';

const TOO_MANY = /^Trop de tentatives\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/;

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

describe('login throttling: per account and source, device cookies (docs/decisions/0016)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A login from `ip`, with the XSRF pair and, when given, a device cookie. */
  async function loginFrom(ip: string, body: { email: string; password: string }, device?: string) {
    const pair = await t.csrf();
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      remoteAddress: ip,
      cookies: { ...pair.cookie, ...(device ? { [DEVICE_COOKIE]: device } : {}) },
      headers: pair.header,
    });
  }

  function deviceCookieOf(response: Awaited<ReturnType<typeof loginFrom>>): string {
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    if (!cookie) throw new Error('no device cookie');
    return cookie.value;
  }

  async function failFrom(ip: string, email: string, times: number): Promise<void> {
    for (let i = 0; i < times; i++) {
      const response = await loginFrom(ip, { email, password: `faux-${i}` });
      expect(response.statusCode).toBe(401);
    }
  }

  it('slows the guessing address down with delays that double, while the owner signs in from elsewhere (issue 30)', async () => {
    const user = await createUser(t.deps);
    const attacker = nextTestIp();
    // Five free failures, then each failure doubles the wait: 1 s, 2 s, 4 s…
    await failFrom(attacker, user.email, 5);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await loginFrom(attacker, { email: user.email.toUpperCase(), password: user.password });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(TOO_MANY),
      });
      waits.push(refused.json().retryAfter);
      t.clock.advance(refused.json().retryAfter * 1000);
      expect((await loginFrom(attacker, { email: user.email, password: `faux-x${i}` })).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const refused = await loginFrom(attacker, { email: user.email, password: user.password });
    expect(refused.json().message).toBe('Trop de tentatives. Veuillez réessayer dans 16 secondes.');

    const owner = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    expect(owner.statusCode).toBe(200);
    // Never an hour: the longest wait from one address is a quarter of an hour.
    t.clock.advance(15 * 60_000);
    const later = await loginFrom(attacker, { email: user.email, password: user.password });
    expect(later.statusCode).toBe(200);
  });

  it('answers an unknown address exactly the same way, so the answers reveal nothing', async () => {
    const user = await createUser(t.deps);
    const ghost = 'fantome@exemple.fr';
    const [knownIp, ghostIp] = [nextTestIp(), nextTestIp()];
    await failFrom(knownIp, user.email, 5);
    await failFrom(ghostIp, ghost, 5);
    const known = await loginFrom(knownIp, { email: user.email, password: 'encore' });
    const unknown = await loginFrom(ghostIp, { email: ghost, password: 'encore' });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    // From another address, both are still plain wrong-password answers.
    const elsewhere = nextTestIp();
    const knownElsewhere = await loginFrom(elsewhere, { email: user.email, password: 'encore' });
    const unknownElsewhere = await loginFrom(elsewhere, { email: ghost, password: 'encore' });
    expect(knownElsewhere.statusCode).toBe(401);
    expect(unknownElsewhere.json()).toEqual(knownElsewhere.json());
  });

  it('does not count successful logins as failures', async () => {
    const user = await createUser(t.deps);
    const ip = nextTestIp();
    for (let i = 0; i < 12; i++) {
      expect((await loginFrom(ip, { email: user.email, password: user.password })).statusCode).toBe(200);
    }
  });

  it('limits every attempt from one IP across accounts (password spraying)', async () => {
    const ip = nextTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await loginFrom(ip, { email: `spray-${i}@exemple.fr`, password: 'x' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('hands a signed, HttpOnly, SameSite=Strict device cookie to a browser that signs in', async () => {
    const user = await createUser(t.deps);
    const response = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/auth/login', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.maxAge).toBe(180 * 24 * 3600);
    expect(cookie?.value).not.toContain(user.email);
  });

  it('slows a distributed attack account-wide for unknown sources by a minute at most; a device that signed in before still gets in', async () => {
    const user = await createUser(t.deps);
    const other = await createUser(t.deps);
    const device = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: user.email, password: user.password }),
    );
    const otherDevice = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: other.email, password: other.password }),
    );

    // Ten free failures from two addresses, then a persistent attack from ever new addresses, each
    // waiting its turn: the wait for strangers doubles up to a minute, never more.
    for (let i = 0; i < 2; i++) await failFrom(nextTestIp(), user.email, 5);
    for (let i = 0; i < 40; i++) {
      const turn = await loginFrom(nextTestIp(), { email: user.email, password: 'faux' });
      if (turn.statusCode === 429) t.clock.advance(turn.json().retryAfter * 1000);
      else expect(turn.statusCode).toBe(401);
    }
    const stranger = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().retryAfter).toBeGreaterThan(0);
    expect(stranger.json().retryAfter).toBeLessThanOrEqual(60);
    const foreignCookie = await loginFrom(
      nextTestIp(),
      { email: user.email, password: user.password },
      otherDevice,
    );
    expect(foreignCookie.statusCode).toBe(429);
    const tampered = await loginFrom(
      nextTestIp(),
      { email: user.email, password: user.password },
      `${device.slice(0, 30)}${device[30] === 'A' ? 'B' : 'A'}${device.slice(31)}`,
    );
    expect(tampered.statusCode).toBe(429);

    // The owner's browser, from any address.
    const owner = await loginFrom(nextTestIp(), { email: user.email, password: user.password }, device);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).not.toBe(device);
    // And a new browser of the owner's, once the minute is over: never an hour-long lock-out.
    t.clock.advance(60_000);
    expect((await loginFrom(nextTestIp(), { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('bounds a device cookie by its own failures: a stolen cookie does not buy unlimited guesses', async () => {
    const user = await createUser(t.deps);
    const device = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: user.email, password: user.password }),
    );
    for (let i = 0; i < 10; i++) {
      const response = await loginFrom(nextTestIp(), { email: user.email, password: `faux-${i}` }, device);
      expect(response.statusCode).toBe(401);
    }
    const withCookie = await loginFrom(nextTestIp(), { email: user.email, password: user.password }, device);
    expect(withCookie.statusCode).toBe(429);
    // Those failures did not count against the account: another source still signs in.
    const elsewhere = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    expect(elsewhere.statusCode).toBe(200);
  });
});
