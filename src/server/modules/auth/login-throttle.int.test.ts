import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, nextTestIp } from '../../../test/factories';
import { users } from '../../db/schema';
import { DEVICE_COOKIE } from './device-cookie';

const TOO_MANY = /^Trop de tentatives\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/;

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

function deviceCookieOf(response: LightMyRequestResponse): string {
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

/** A slowed source's answer: 429, the French wait, `retryAfter` and the same Retry-After header. */
function expectSlowedDown(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body).toMatchObject({
    success: false,
    code: 'RATE_LIMITED',
    message: expect.stringMatching(TOO_MANY),
  });
  expect(response.headers['retry-after']).toBe(String(body.retryAfter));
  return body.retryAfter;
}

const statusesOf = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('login throttling: growing delays per account and source (docs/decisions/0054)', () => {
  it('slows the guessing address down with delays that double, while the owner signs in from elsewhere', async () => {
    const user = await createUser(t.deps);
    const attacker = nextTestIp();
    // Five free failures, then each failure doubles the wait: 1 s, 2 s, 4 s…
    await failFrom(attacker, user.email, 5);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wait = expectSlowedDown(
        await loginFrom(attacker, { email: user.email.toUpperCase(), password: user.password }),
      );
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await loginFrom(attacker, { email: user.email, password: `faux-x${i}` })).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const refused = await loginFrom(attacker, { email: user.email, password: user.password });
    expect(refused.json().message).toBe('Trop de tentatives. Veuillez réessayer dans 16 secondes.');

    const owner = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    expect(owner.statusCode).toBe(200);
    // Never an hour: the longest wait from one address is a quarter of an hour.
    t.clock.advance(15 * 60_000);
    expect((await loginFrom(attacker, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('starts the delays over after the right password from that address', async () => {
    const user = await createUser(t.deps);
    const ip = nextTestIp();
    await failFrom(ip, user.email, 5);
    t.clock.advance(expectSlowedDown(await loginFrom(ip, { email: user.email, password: 'x' })) * 1000);
    await failFrom(ip, user.email, 1);
    t.clock.advance(expectSlowedDown(await loginFrom(ip, { email: user.email, password: 'x' })) * 1000);
    expect((await loginFrom(ip, { email: user.email, password: user.password })).statusCode).toBe(200);
    // Five free failures again, then 1 s: not the 4 s the next failure would have cost.
    await failFrom(ip, user.email, 5);
    expect(expectSlowedDown(await loginFrom(ip, { email: user.email, password: 'x' }))).toBe(1);
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

  it('lets no burst of simultaneous attempts through a turn: the delays count from the attempt, not its answer', async () => {
    const user = await createUser(t.deps);
    const ip = nextTestIp();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom(ip, { email: user.email, password: `faux-${i}` })),
    );
    expect(statusesOf(burst)).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    // From many addresses at once: the ten free failures of unknown browsers, not one more.
    const other = await createUser(t.deps);
    const spread = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        loginFrom(nextTestIp(), { email: other.email, password: `f${i}` }),
      ),
    );
    expect(statusesOf(spread)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
  });
});

describe('login throttling: a browser that signed in before (device cookie)', () => {
  it('hands a signed, HttpOnly, SameSite=Strict device cookie to a browser that signs in', async () => {
    const user = await createUser(t.deps);
    const response = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/auth/login', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.maxAge).toBe(180 * 24 * 3600);
    expect(cookie?.value).not.toContain(user.email);
    expect(cookie?.value).not.toContain(user.id);
  });

  it('keeps the owner signing in while 50 failures from 6 addresses slow new browsers by a minute at most (issue 30)', async () => {
    const user = await createUser(t.deps);
    const device = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: user.email, password: user.password }),
    );
    const attackers = Array.from({ length: 6 }, () => nextTestIp());
    let failures = 0;
    for (let turn = 0; failures < 50; turn++) {
      const response = await loginFrom(attackers[turn % 6] ?? '', {
        email: user.email,
        password: `f${turn}`,
      });
      if (response.statusCode === 401) failures += 1;
      else t.clock.advance(expectSlowedDown(response) * 1000);
    }
    // The browser that signed in before, at once and from any address.
    const owner = await loginFrom(nextTestIp(), { email: user.email, password: user.password }, device);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).not.toBe(device);
    // A new browser waits a minute at most, never an hour.
    const stranger = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    const wait = stranger.statusCode === 429 ? expectSlowedDown(stranger) : 0;
    expect(wait).toBeLessThanOrEqual(60);
    t.clock.advance(wait * 1000);
    const newBrowser = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    expect(newBrowser.statusCode).toBe(200);
  });

  it('is worth nothing for another account or once altered', async () => {
    const user = await createUser(t.deps);
    const other = await createUser(t.deps);
    const device = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: user.email, password: user.password }),
    );
    const otherDevice = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: other.email, password: other.password }),
    );
    for (let i = 0; i < 2; i++) await failFrom(nextTestIp(), user.email, 5);
    const retryLater = async (cookie: string) =>
      (await loginFrom(nextTestIp(), { email: user.email, password: user.password }, cookie)).statusCode;
    const tampered = `${device.slice(0, 30)}${device[30] === 'A' ? 'B' : 'A'}${device.slice(31)}`;
    expect(await retryLater(otherDevice)).toBe(429);
    expect(await retryLater(tampered)).toBe(429);
    expect(await retryLater(device)).toBe(200);
  });

  it('names the account, not its address: the browser stays known after an e-mail change', async () => {
    const user = await createUser(t.deps);
    const device = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: user.email, password: user.password }),
    );
    const email = `nouvelle-${user.id.slice(0, 8)}@exemple.fr`;
    await t.deps.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    for (let i = 0; i < 2; i++) await failFrom(nextTestIp(), email, 5);
    const owner = await loginFrom(nextTestIp(), { email, password: user.password }, device);
    expect(owner.statusCode).toBe(200);
  });

  it('bounds a device cookie by its own failures, one at a time: a stolen cookie buys no unlimited guesses', async () => {
    const user = await createUser(t.deps);
    const device = deviceCookieOf(
      await loginFrom(nextTestIp(), { email: user.email, password: user.password }),
    );
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        loginFrom(nextTestIp(), { email: user.email, password: `faux-${i}` }, device),
      ),
    );
    expect(statusesOf(burst)).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    const withCookie = await loginFrom(nextTestIp(), { email: user.email, password: user.password }, device);
    expectSlowedDown(withCookie);
    // Those failures did not count against the account: another source still signs in.
    const elsewhere = await loginFrom(nextTestIp(), { email: user.email, password: user.password });
    expect(elsewhere.statusCode).toBe(200);
  });
});
