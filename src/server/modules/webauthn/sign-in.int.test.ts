import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBAUTHN_MESSAGES } from '../../../shared/schemas/webauthn';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { registerSoftKey, signInOptions, verifySignIn } from '../../../test/webauthn-steps';
import { sessions } from '../../db/schema';
import { WEBAUTHN_RATE_RULES } from './rate-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function userWithKey() {
  const user = await createUser(t.deps);
  const key = await registerSoftKey(t, user, await t.login(user.email, user.password));
  return { user, key };
}

const refused = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, message: WEBAUTHN_MESSAGES.failed });
};

describe('passkey sign-in (SPEC §7)', () => {
  it('answers the same for an address with a key, an account without one and an unknown address (issue 30)', async () => {
    const keyless = await createUser(t.deps);
    const { user } = await userWithKey();
    const ask = (email: string) => t.get(`/api/webauthn/credential?email=${encodeURIComponent(email)}`);
    for (const email of ['personne@exemple.fr', keyless.email, user.email]) {
      const answer = await ask(email);
      expect([answer.statusCode, answer.json()], email).toEqual([200, { hasKey: true }]);
    }
    // The options look alike: one allowed credential each; a keyless address gets a decoy no
    // authenticator holds, the same on every ask, and the same shape for an unknown address.
    const options = async (email: string) => {
      const answer = await t.post('/api/webauthn/authenticate/options', { email });
      expect(answer.statusCode, email).toBe(200);
      return answer.json().options as { allowCredentials: Record<string, unknown>[]; challenge: string };
    };
    const real = await options(user.email);
    const decoy = await options(keyless.email);
    const unknownDecoy = await options('personne@exemple.fr');
    for (const o of [real, decoy, unknownDecoy]) expect(o.allowCredentials).toHaveLength(1);
    expect((await options(keyless.email)).allowCredentials).toEqual(decoy.allowCredentials);
    expect((await options('PERSONNE@exemple.fr')).allowCredentials).toEqual(unknownDecoy.allowCredentials);
    expect(decoy.allowCredentials[0]?.id).not.toBe(unknownDecoy.allowCredentials[0]?.id);
    expect(Object.keys(decoy).sort()).toEqual(Object.keys(real).sort());
    // Entry for entry, only the id differs: no transports or other field tells the real key apart.
    const withoutId = (o: typeof real) => o.allowCredentials.map((c) => ({ ...c, id: 'x' }));
    expect(withoutId(decoy)).toEqual(withoutId(real));
    expect(withoutId(unknownDecoy)).toEqual(withoutId(real));
    for (const o of [real, decoy, unknownDecoy])
      expect(String(o.allowCredentials[0]?.id)).toMatch(/^[A-Za-z0-9_-]{22,86}$/);
  });

  it('lets no authenticator answer for a decoy: its sign-in fails as a wrong key does', async () => {
    const keyless = await createUser(t.deps);
    const { key } = await userWithKey();
    const options = await signInOptions(t, keyless.email);
    refused(await verifySignIn(t, { email: keyless.email, credential: key.assert(options) }));
  });

  it('limits the lookups of one IP, whatever the address', async () => {
    const ask = (n: number) =>
      t.get(`/api/webauthn/credential?email=n${n}@exemple.fr`, { ip: '203.0.113.77' });
    for (let n = 0; n < WEBAUTHN_RATE_RULES.lookupPerIp.limit; n += 1)
      expect((await ask(n)).statusCode).toBe(200);
    expect((await ask(-1)).statusCode).toBe(429);
  });

  it('signs in by e-mail with the same session model as the password, rememberMe honoured', async () => {
    const { user, key } = await userWithKey();
    const options = await signInOptions(t, user.email);
    key.counter = 1;
    const response = await verifySignIn(t, {
      email: user.email,
      credential: key.assert(options),
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { email: user.email } });
    const token = response.json().token;
    expect((await t.get('/api/auth/verify-token', { token })).statusCode).toBe(200);
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.some((row) => row.rememberMe)).toBe(true);
  });

  it('signs in without an e-mail (discoverable credential)', async () => {
    const { user, key } = await userWithKey();
    const options = await signInOptions(t);
    expect(options).not.toHaveProperty('allowCredentials');
    const userHandle = Buffer.from(user.id).toString('base64url');
    const response = await verifySignIn(t, { credential: key.assert(options, { userHandle }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
    // The key's own account only: a user handle naming someone else is refused.
    const other = await createUser(t.deps);
    const foreign = Buffer.from(other.id).toString('base64url');
    refused(
      await verifySignIn(t, { credential: key.assert(await signInOptions(t), { userHandle: foreign }) }),
    );
  });

  it('refuses a wrong signature, a replayed challenge and an expired one', async () => {
    const { user, key } = await userWithKey();
    refused(
      await verifySignIn(t, {
        email: user.email,
        credential: key.assert(await signInOptions(t, user.email), { tamper: true }),
      }),
    );
    const options = await signInOptions(t, user.email);
    expect((await verifySignIn(t, { email: user.email, credential: key.assert(options) })).statusCode).toBe(
      200,
    );
    refused(await verifySignIn(t, { email: user.email, credential: key.assert(options) }));
    const late = await signInOptions(t, user.email);
    t.clock.advance(5 * 60 * 1000 + 1);
    refused(await verifySignIn(t, { email: user.email, credential: key.assert(late) }));
  });

  it('refuses a counter that went back and warns the owner by e-mail', async () => {
    const { user, key } = await userWithKey();
    key.counter = 5;
    expect(
      (
        await verifySignIn(t, {
          email: user.email,
          credential: key.assert(await signInOptions(t, user.email)),
        })
      ).statusCode,
    ).toBe(200);
    key.counter = 3;
    refused(
      await verifySignIn(t, {
        email: user.email,
        credential: key.assert(await signInOptions(t, user.email)),
      }),
    );
    expect((await t.lastEmailTo(user.email))?.kind).toBe('webauthn_key_cloned');
  });

  it("refuses another user's credential for the typed e-mail", async () => {
    const { user } = await userWithKey();
    const other = await userWithKey();
    const options = await signInOptions(t, user.email);
    refused(await verifySignIn(t, { email: user.email, credential: other.key.assert(options) }));
  });
});
