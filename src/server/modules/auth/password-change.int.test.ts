import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { SESSION_MESSAGES } from '../../http/auth';
import { PASSWORD_CHANGE_MESSAGES } from './password-change';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const change = (token: string, body: unknown) => t.post('/api/auth/change-password', body, { token });

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const user = await createUser(t.deps);
    const token = await t.login(user.email, user.password);
    const response = await change(token, { currentPassword: 'pas-le-bon', newPassword: 'Nouveau-mot-2' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      field: 'currentPassword',
      message: PASSWORD_CHANGE_MESSAGES.wrongCurrent,
    });
    expect((await t.get('/api/auth/verify-token', { token })).statusCode).toBe(200);
    expect(await t.login(user.email, user.password)).toBeTruthy();
  });

  it('validates the new password with the sign-up rules and refuses the same one', async () => {
    const user = await createUser(t.deps);
    const token = await t.login(user.email, user.password);
    const short = await change(token, { currentPassword: user.password, newPassword: 'court' });
    expect(short.json()).toMatchObject({
      field: 'newPassword',
      message: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    const same = await change(token, { currentPassword: user.password, newPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: 'newPassword', message: PASSWORD_CHANGE_MESSAGES.unchanged });
    const missing = await change(token, { newPassword: 'Nouveau-mot-2' });
    expect(missing.json()).toMatchObject({
      field: 'currentPassword',
      message: 'Le mot de passe actuel est requis',
    });
  });

  it('replaces the password, keeps this session, ends the others and e-mails the holder', async () => {
    const user = await createUser(t.deps, { name: 'Léa Martin' });
    const token = await t.login(user.email, user.password);
    const elsewhere = await t.login(user.email, user.password);
    const response = await change(token, { currentPassword: user.password, newPassword: 'Nouveau-mot-2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: PASSWORD_CHANGE_MESSAGES.done });

    expect((await t.get('/api/auth/verify-token', { token })).statusCode).toBe(200);
    const other = await t.get('/api/auth/verify-token', { token: elsewhere });
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe(SESSION_MESSAGES.invalid);
    expect(await t.login(user.email, 'Nouveau-mot-2')).toBeTruthy();
    const old = await t.post('/api/auth/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);

    const email = await t.lastEmailTo(user.email);
    expect(email).toMatchObject({
      kind: 'password_changed',
      subject: 'Votre mot de passe a été modifié — Créneau',
      triggeredByUserId: user.id,
      triggerKind: 'password_change',
    });
    expect(email?.text).toContain('Bonjour Léa Martin,');
  });

  it('counts the confirmations of the current password: the sixth in a quarter of an hour is refused', async () => {
    const user = await createUser(t.deps);
    const token = await t.login(user.email, user.password);
    for (let i = 0; i < 5; i++) {
      expect(
        (await change(token, { currentPassword: 'faux', newPassword: 'Nouveau-mot-2' })).statusCode,
      ).toBe(401);
    }
    const limited = await change(token, { currentPassword: user.password, newPassword: 'Nouveau-mot-2' });
    expect(limited.statusCode).toBe(429);
  });
});
