import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { createTestApp, linkIn, type TestApp } from '../../../test/app';
import { createUser, nextTestIp } from '../../../test/factories';
import { outboxEmails, users } from '../../db/schema';
import { FORGOT_MIN_DURATION_MS, RESET_MESSAGES } from './password-reset';

const TOO_MANY = /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/;
const NEW_PASSWORD = 'Nouveau-mot-de-passe-2';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function forgot(email: unknown, ip: string) {
  const startedAt = performance.now();
  const response = await t.post('/api/auth/forgot-password', { email }, { ip });
  return { response, ms: performance.now() - startedAt };
}

/** Asks for a link and returns the raw token read from the e-mail's text part. */
async function requestToken(email: string, ip = nextTestIp()): Promise<string> {
  const { response } = await forgot(email, ip);
  expect(response.statusCode).toBe(200);
  const link = linkIn(await t.lastEmailTo(email), '/reset-password/');
  return link.pathname.split('/').pop() ?? '';
}

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a French reset link to an existing account', async () => {
    const user = await createUser(t.deps, { name: 'Inès Martin' });
    const { response } = await forgot(user.email.toUpperCase(), nextTestIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: RESET_MESSAGES.requested });
    const email = await t.lastEmailTo(user.email);
    expect(email?.kind).toBe('reset_password');
    // Asked by a visitor: the trigger names no account (ADR 0021).
    expect(email).toMatchObject({ triggerKind: 'password_reset', triggeredByUserId: null });
    expect(email?.subject).toBe('Réinitialisation de votre mot de passe — Créneau');
    expect(email?.text).toContain('Bonjour Inès Martin,');
    expect(email?.text).toContain('60 minutes');
    const link = linkIn(email, '/reset-password/');
    expect(link.origin).toBe('http://localhost:3000');
    expect(email?.html).toContain(`href="${link.href}"`);
  });

  it('answers the same body, status and about the same time for an unknown address', async () => {
    // A timing leak shows in every pair of requests; a busy machine delays one pair now and then:
    // the closest of three pairs, each on a new account, is the one compared.
    const gaps: number[] = [];
    for (let pair = 0; pair < 3; pair++) {
      const user = await createUser(t.deps);
      const known = await forgot(user.email, nextTestIp());
      const unknown = await forgot(`personne-${pair}@exemple.fr`, nextTestIp());
      expect(unknown.response.statusCode).toBe(known.response.statusCode);
      expect(unknown.response.body).toBe(known.response.body);
      expect(known.ms).toBeGreaterThanOrEqual(FORGOT_MIN_DURATION_MS - 5);
      expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_MIN_DURATION_MS - 5);
      gaps.push(Math.abs(known.ms - unknown.ms));
    }
    expect(Math.min(...gaps)).toBeLessThan(200);
    const rows = await t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.toAddress, 'personne-%@exemple.fr'));
    expect(rows).toHaveLength(0);
  });

  it('names the e-mail field in French validation errors', async () => {
    const empty = await t.post('/api/auth/forgot-password', { email: '  ' }, { ip: nextTestIp() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: M.forgot.emailRequired, field: 'email' });
    const missing = await t.post('/api/auth/forgot-password', {}, { ip: nextTestIp() });
    expect(missing.json()).toMatchObject({ message: M.forgot.emailRequired, field: 'email' });
    const invalid = await t.post(
      '/api/auth/forgot-password',
      { email: 'pas-une-adresse' },
      { ip: nextTestIp() },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: M.forgot.emailInvalid, field: 'email' });
  });

  it('refuses a request without the XSRF pair', async () => {
    const response = await t.post('/api/auth/forgot-password', { email: 'a@exemple.fr' }, { csrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('limits requests per address, existing or not, with a French 429', async () => {
    for (const email of ['limite@exemple.fr', (await createUser(t.deps)).email]) {
      // Concurrent: every answer is padded, and the counter is atomic anyway.
      const allowed = await Promise.all([0, 1, 2].map(() => forgot(email, nextTestIp())));
      expect(allowed.map((r) => r.response.statusCode)).toEqual([200, 200, 200]);
      const blocked = await forgot(email, nextTestIp());
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.response.json().message).toMatch(TOO_MANY);
    }
  });

  it('limits requests per IP', async () => {
    const ip = nextTestIp();
    const allowed = await Promise.all(Array.from({ length: 10 }, (_, i) => forgot(`ip-${i}@exemple.fr`, ip)));
    expect(allowed.every((r) => r.response.statusCode === 200)).toBe(true);
    const blocked = await forgot('ip-suivant@exemple.fr', ip);
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});

describe('reset-password', () => {
  it('checks a link without consuming it, and a new link replaces the older one', async () => {
    const user = await createUser(t.deps);
    const first = await requestToken(user.email);
    const check = () => t.get(`/api/auth/reset-password/${first}`, { ip: nextTestIp() });
    expect((await check()).json()).toEqual({ success: true, valid: true });
    expect((await check()).json()).toEqual({ success: true, valid: true });
    const second = await requestToken(user.email);
    expect((await check()).json()).toEqual({ success: true, valid: false });
    expect((await t.get(`/api/auth/reset-password/${second}`)).json()).toEqual({
      success: true,
      valid: true,
    });
    expect((await t.get('/api/auth/reset-password/inconnu')).json()).toEqual({ success: true, valid: false });
  });

  it('sets the new password, revokes every session and the link, once', async () => {
    const user = await createUser(t.deps);
    const sessionA = await t.login(user.email, user.password);
    const sessionB = await t.login(user.email, user.password, true);
    const token = await requestToken(user.email);

    const response = await t.post(
      '/api/auth/reset-password',
      { token, password: NEW_PASSWORD },
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: RESET_MESSAGES.done });

    for (const session of [sessionA, sessionB]) {
      expect((await t.get('/api/auth/verify-token', { token: session })).statusCode).toBe(401);
    }
    const oldLogin = await t.post('/api/auth/login', { email: user.email, password: user.password });
    expect(oldLogin.statusCode).toBe(401);
    expect(await t.login(user.email, NEW_PASSWORD)).toEqual(expect.any(String));

    const again = await t.post(
      '/api/auth/reset-password',
      { token, password: 'Encore-un-autre-3' },
      { ip: nextTestIp() },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      message: RESET_MESSAGES.invalidToken,
      field: 'token',
    });
    expect((await t.get(`/api/auth/reset-password/${token}`)).json()).toEqual({
      success: true,
      valid: false,
    });
  });

  it('marks the e-mail verified: the person proved they read the mailbox', async () => {
    const user = await createUser(t.deps, { verified: false });
    const token = await requestToken(user.email);
    const response = await t.post(
      '/api/auth/reset-password',
      { token, password: NEW_PASSWORD },
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(await t.login(user.email, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses an expired link after 60 minutes', async () => {
    const user = await createUser(t.deps);
    const token = await requestToken(user.email);
    t.clock.advance(61 * 60_000);
    expect((await t.get(`/api/auth/reset-password/${token}`)).json()).toEqual({
      success: true,
      valid: false,
    });
    const response = await t.post(
      '/api/auth/reset-password',
      { token, password: NEW_PASSWORD },
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: RESET_MESSAGES.invalidToken, field: 'token' });
    expect(await t.login(user.email, user.password)).toEqual(expect.any(String));
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const user = await createUser(t.deps);
    const token = await requestToken(user.email);
    const results = await Promise.all(
      ['Premier-mot-de-passe-1', 'Second-mot-de-passe-2'].map((password) =>
        t.post('/api/auth/reset-password', { token, password }, { ip: nextTestIp() }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('validates the new password with named fields', async () => {
    const short = await t.post(
      '/api/auth/reset-password',
      { token: 'x'.repeat(43), password: 'court' },
      { ip: nextTestIp() },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: M.register.passwordTooShort, field: 'password' });
    const long = await t.post(
      '/api/auth/reset-password',
      { token: 'x'.repeat(43), password: 'a'.repeat(129) },
      { ip: nextTestIp() },
    );
    expect(long.json()).toMatchObject({ field: 'password' });
    const noToken = await t.post(
      '/api/auth/reset-password',
      { password: NEW_PASSWORD },
      { ip: nextTestIp() },
    );
    expect(noToken.json()).toMatchObject({ field: 'token' });
  });

  it('limits reset attempts per IP', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 10; i++) {
      const r = await t.post(
        '/api/auth/reset-password',
        { token: `faux-jeton-${i}-abcdefgh`, password: NEW_PASSWORD },
        { ip },
      );
      expect(r.statusCode).toBe(400);
    }
    const blocked = await t.post(
      '/api/auth/reset-password',
      { token: 'faux-jeton-final-abcd', password: NEW_PASSWORD },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
  });
});
