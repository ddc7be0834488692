import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { users } from '../../db/schema';
import { SESSION_MESSAGES } from '../../http/auth';
import { EMAIL_CHANGE_MESSAGES } from './email-change';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const request = (token: string, body: unknown) => t.post('/api/auth/change-email', body, { token });
const confirm = (token: string) => t.post('/api/auth/confirm-email-change', { token });
const linkTokenIn = (text: string | undefined) => text?.match(/\/confirm-email\/([\w-]+)/)?.[1];

async function requestLink(user: { email: string; password: string }, newEmail: string) {
  const session = await t.login(user.email, user.password);
  const response = await request(session, { password: user.password, newEmail });
  expect(response.statusCode).toBe(200);
  const link = linkTokenIn((await t.lastEmailTo(newEmail))?.text);
  expect(link).toBeTruthy();
  return { session, link: link as string };
}

const unique = (prefix: string) => `${prefix}.${crypto.randomUUID().slice(0, 8)}@exemple.fr`;

describe('POST /api/auth/change-email', () => {
  it('refuses a wrong password on its field and sends nothing', async () => {
    const user = await createUser(t.deps);
    const session = await t.login(user.email, user.password);
    const newEmail = unique('faux');
    const response = await request(session, { password: 'pas-le-bon', newEmail });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      field: 'password',
      message: EMAIL_CHANGE_MESSAGES.wrongPassword,
    });
    expect(await t.lastEmailTo(newEmail)).toBeUndefined();
  });

  it('validates the address as sign-up does and refuses the current one, whatever its case', async () => {
    const user = await createUser(t.deps);
    const session = await t.login(user.email, user.password);
    const invalid = await request(session, { password: user.password, newEmail: 'pas-une-adresse' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'newEmail', message: 'Adresse email invalide' });
    const same = await request(session, { password: user.password, newEmail: user.email.toUpperCase() });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: 'newEmail', message: EMAIL_CHANGE_MESSAGES.unchanged });
  });

  it('answers an address that has an account exactly as a free one, with a notice instead of a link', async () => {
    const user = await createUser(t.deps);
    const owner = await createUser(t.deps);
    const session = await t.login(user.email, user.password);
    const response = await request(session, { password: user.password, newEmail: owner.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: EMAIL_CHANGE_MESSAGES.requested(owner.email) });
    const notice = await t.lastEmailTo(owner.email);
    expect(notice).toMatchObject({
      kind: 'email_change_taken',
      triggeredByUserId: user.id,
      triggerKind: 'email_change',
    });
    expect(linkTokenIn(notice?.text)).toBeUndefined();
  });
});

describe('POST /api/auth/confirm-email-change', () => {
  it('moves the account to the new address, ends every session and tells the old address', async () => {
    const user = await createUser(t.deps, { name: 'Léa Martin' });
    const newEmail = unique('lea');
    const { session, link } = await requestLink(user, newEmail);
    const sent = await t.lastEmailTo(newEmail);
    expect(sent).toMatchObject({
      kind: 'email_change_link',
      triggeredByUserId: user.id,
      triggerKind: 'email_change',
    });
    // Until confirmed, the old address still signs in.
    expect(await t.login(user.email, user.password)).toBeTruthy();

    const response = await confirm(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: EMAIL_CHANGE_MESSAGES.done });

    const revoked = await t.get('/api/auth/verify-token', { token: session });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(SESSION_MESSAGES.invalid);
    expect(await t.login(newEmail, user.password)).toBeTruthy();
    const old = await t.post('/api/auth/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();

    const notice = await t.lastEmailTo(user.email);
    expect(notice).toMatchObject({
      kind: 'email_changed',
      subject: 'Votre adresse e-mail a été modifiée — Créneau',
    });
    expect(notice?.text).toContain('Bonjour Léa Martin,');
    expect(notice?.text).not.toContain(newEmail);
    expect(notice?.text).toContain(`${newEmail.slice(0, 1)}***@e***.fr`);

    const reused = await confirm(link);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ field: 'token', message: EMAIL_CHANGE_MESSAGES.invalidToken });
  });

  it('refuses a link past its 24 hours, and a link a newer request replaced', async () => {
    const user = await createUser(t.deps);
    const first = await requestLink(user, unique('premier'));
    const second = await requestLink(user, unique('second'));
    expect((await confirm(first.link)).statusCode).toBe(400);

    t.clock.advance(24 * 3_600_000 + 1_000);
    const expired = await confirm(second.link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(EMAIL_CHANGE_MESSAGES.invalidToken);
    expect(await t.login(user.email, user.password)).toBeTruthy();
  });

  it('answers 409 when the address got an account between the request and the confirmation', async () => {
    const user = await createUser(t.deps);
    const newEmail = unique('prise');
    const { link } = await requestLink(user, newEmail);
    await createUser(t.deps, { email: newEmail });
    const response = await confirm(link);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: EMAIL_CHANGE_MESSAGES.taken });
    expect(await t.login(user.email, user.password)).toBeTruthy();
  });
});
