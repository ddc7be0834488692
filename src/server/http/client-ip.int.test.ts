import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TTestUser } from '../../test/factories';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { sessions } from '../db/schema';

const PROXY = '10.0.0.1';
const CLIENT = '198.51.100.7';
const FORGED = '6.6.6.6';
const DIRECT = '203.0.113.50';

/** One app per TRUST_PROXY value, shared by the tests of this file. */
const apps = new Map<string | undefined, Promise<TestApp>>();
afterAll(async () => {
  for (const t of apps.values()) await (await t).close();
});

function appWith(trustProxy?: string): Promise<TestApp> {
  let t = apps.get(trustProxy);
  if (!t) {
    t = createTestApp({ env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy } });
    apps.set(trustProxy, t);
  }
  return t;
}

/** The address the app records for a login (the session row), as it would for every limit and piece of evidence. */
async function recordedIp(t: TestApp, user: TTestUser, remoteAddress: string, forwardedFor?: string) {
  const pair = await t.csrf();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress,
    cookies: pair.cookie,
    headers: { ...pair.header, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  expect(response.statusCode).toBe(200);
  const { sid } = decodeJwt(response.json<{ token: string }>().token);
  const [row] = await t.deps.database.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.id, String(sid)));
  return row?.ip;
}

describe('request.ip under each TRUST_PROXY set-up, with a forged X-Forwarded-For', () => {
  it.each([
    // [TRUST_PROXY, TCP peer, X-Forwarded-For as received, expected client address]
    [undefined, DIRECT, FORGED, DIRECT],
    [PROXY, PROXY, `${FORGED}, ${CLIENT}`, CLIENT],
    [PROXY, DIRECT, FORGED, DIRECT],
    ['10.0.0.0/8', PROXY, `${FORGED}, ${CLIENT}, 10.0.0.2`, CLIENT],
    ['true', PROXY, `${FORGED}, ${CLIENT}`, CLIENT],
    ['true', PROXY, undefined, PROXY],
    ['1', PROXY, `${FORGED}, ${CLIENT}`, CLIENT],
    ['2', PROXY, `${FORGED}, ${CLIENT}, 10.0.0.2`, CLIENT],
  ] as const)(
    'TRUST_PROXY=%s, peer %s, X-Forwarded-For "%s" → %s',
    async (trust, peer, forwarded, expected) => {
      const t = await appWith(trust);
      const user = await createUser(t.deps);
      expect(await recordedIp(t, user, peer, forwarded)).toBe(expected);
    },
  );
});

describe('per-IP limits behind one proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith('true');
  });

  const contact = (forwardedFor: string) =>
    t.post(
      '/api/contact',
      { name: 'Jeanne Petit', email: 'jeanne@exemple.fr', message: 'Un message pour tester les limites.' },
      { ip: PROXY, headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('counts the real client whatever it writes in X-Forwarded-For, and keeps other clients apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(`192.0.2.${i}, ${CLIENT}`)).statusCode);
    // The contact form allows 5 messages per address and hour.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await contact(`${CLIENT}, 198.51.100.8`)).statusCode).toBe(201);
  });
});

describe('the DPA signature evidence behind a proxy', () => {
  it.each([PROXY, 'true'])(
    'TRUST_PROXY=%s: records the address the proxy saw, not the one the client wrote',
    async (trust) => {
      const t = await appWith(trust);
      const provider = await createUser(t.deps);
      const token = await t.login(provider.email, provider.password);
      const generated = await t.post(
        '/api/dpa/generate',
        {
          nom: 'Cabinet Martin',
          adresse: '1 rue de la Paix, 75002 Paris',
          acceptTerms: true,
          acceptDPA: true,
        },
        { token },
      );
      expect(generated.statusCode).toBe(201);
      const signed = await t.post(
        '/api/dpa/sign',
        {
          dpaData: { id: generated.json().dpa.id },
          signature: { accepted: true, ip: FORGED, method: 'electronic' },
        },
        { token, ip: PROXY, headers: { 'x-forwarded-for': `${FORGED}, ${CLIENT}` } },
      );
      expect(signed.statusCode).toBe(200);
      expect(signed.json().dpa.signature).toMatchObject({ ip: CLIENT, declaredIp: FORGED });
    },
  );
});

describe('start-up warning', () => {
  let t: TestApp;
  const built: Array<{ close(): Promise<unknown> }> = [];
  beforeAll(async () => {
    t = await appWith();
  });
  afterEach(async () => {
    for (const app of built.splice(0)) await app.close();
  });

  async function startLog(trustProxy: string): Promise<string> {
    const lines: string[] = [];
    const deps = {
      ...t.deps,
      config: loadConfig({ ...process.env, LOG_LEVEL: 'warn', TRUST_PROXY: trustProxy }),
    };
    const app = await buildApp(deps, {
      webDir: '/nonexistent',
      logger: { level: 'warn', stream: { write: (line) => lines.push(line) } },
    });
    built.push(app);
    return lines.join('');
  }

  it('warns loudly on a bare true, naming the safe set-up', async () => {
    const log = await startLog('true');
    expect(log).toContain('"level":40');
    expect(log).toContain('ATTENTION — TRUST_PROXY=true est lu comme « un seul proxy »');
    expect(log).toContain('TRUST_PROXY=10.0.0.0/8,127.0.0.1');
  });

  it('stays quiet with the proxies’ addresses', async () => {
    expect(await startLog('10.0.0.1')).not.toContain('TRUST_PROXY');
  });
});
