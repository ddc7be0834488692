import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider } from '../../../test/booking-factories';
import { createUser } from '../../../test/factories';
import { registerSoftKey, signInOptions, verifySignIn } from '../../../test/webauthn-steps';
import { IMPERSONATION_FORBIDDEN_MESSAGE } from '../../http/access';
import { REGISTER_MESSAGES } from './register-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('security keys of the « Sécurité » page', () => {
  it('registers a key after the password, e-mails the owner, lists, renames and deletes it', async () => {
    const user = await createUser(t.deps);
    const token = await t.login(user.email, user.password);
    const wrong = await t.post('/api/webauthn/register/options', { password: 'pas-le-bon' }, { token });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(REGISTER_MESSAGES.wrongPassword);

    const key = await registerSoftKey(t, user, token, 'Téléphone');
    expect((await t.lastEmailTo(user.email))?.kind).toBe('webauthn_key_added');
    const list = await t.get('/api/webauthn/credentials', { token });
    expect(list.json().keys).toEqual([
      expect.objectContaining({
        id: key.id,
        name: 'Téléphone',
        lastUsedAt: null,
        deviceType: 'singleDevice',
      }),
    ]);

    const rename = await t.patch(`/api/webauthn/credentials/${key.id}`, { name: 'Mon téléphone' }, { token });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().credential).toMatchObject({ id: key.id, name: 'Mon téléphone' });
    expect((await t.get('/api/webauthn/credentials', { token })).json().keys[0].name).toBe('Mon téléphone');

    expect((await t.delete(`/api/webauthn/credentials/${key.id}`, { token })).statusCode).toBe(200);
    const removed = await t.lastEmailTo(user.email);
    expect(removed?.kind).toBe('webauthn_key_removed');
    expect(removed?.text).toContain('Mon téléphone');
    expect((await t.get('/api/webauthn/credentials', { token })).json().keys).toEqual([]);
    // The last key gone, the password still signs in.
    expect(await t.login(user.email, user.password)).toBeTruthy();
  });

  it("cannot rename or delete another user's key", async () => {
    const owner = await createUser(t.deps);
    const key = await registerSoftKey(t, owner, await t.login(owner.email, owner.password));
    const other = await createUser(t.deps);
    const token = await t.login(other.email, other.password);
    expect(
      (await t.patch(`/api/webauthn/credentials/${key.id}`, { name: 'À moi' }, { token })).statusCode,
    ).toBe(404);
    expect((await t.delete(`/api/webauthn/credentials/${key.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses to add or remove keys from an impersonated session; an admin uses passkeys too', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    const adminKey = await registerSoftKey(t, admin, adminToken);
    const signedIn = await verifySignIn(t, { credential: adminKey.assert(await signInOptions(t)) });
    expect(signedIn.json().user.role).toBe('admin');

    const provider = await createProvider(t);
    const key = await registerSoftKey(t, provider, provider.token);
    const impersonation = await t.post(
      `/api/admin/users/${provider.id}/impersonate`,
      { reason: 'Aide à la configuration' },
      { token: adminToken },
    );
    const token = impersonation.json().token;
    const add = await t.post('/api/webauthn/register/options', { password: provider.password }, { token });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe(IMPERSONATION_FORBIDDEN_MESSAGE);
    expect((await t.delete(`/api/webauthn/credentials/${key.id}`, { token })).statusCode).toBe(403);
  });
});
