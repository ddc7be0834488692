import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { createTestApp, linkIn, type TestApp } from '../../../test/app';
import { createUser, nextTestIp } from '../../../test/factories';
import { outboxEmails, users } from '../../db/schema';
import { REGISTER_MIN_DURATION_MS } from './registration-service';
import { VERIFY_EMAIL_TTL_MS } from './session-rules';

async function timed(send: () => Promise<LightMyRequestResponse>) {
  const startedAt = performance.now();
  const response = await send();
  return { response, ms: performance.now() - startedAt };
}

const REGISTERED = 'Inscription réussie ! Vérifiez votre boîte e-mail pour activer votre compte.';
const VERIFIED = 'Votre adresse e-mail a été vérifiée. Vous pouvez maintenant vous connecter.';
const LINK_BAD = 'Ce lien de vérification est invalide ou a expiré.';
const RESENT =
  'Si un compte non vérifié existe avec cette adresse, un nouvel e-mail de vérification a été envoyé.';

describe('registration and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (body: object, ip?: string) => t.post('/api/auth/register', body, ip ? { ip } : {});

  it('creates an unverified client account, sends the link, and only then lets it log in', async () => {
    const response = await register({
      name: ' Léa Martin ',
      email: '  Lea.Martin@Exemple.fr ',
      password: 'Un-mot-de-passe',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: REGISTERED,
      emailVerified: false,
      requiresEmailVerification: true,
    });

    const beforeVerification = await t.post('/api/auth/login', {
      email: 'lea.martin@exemple.fr',
      password: 'Un-mot-de-passe',
    });
    expect(beforeVerification.statusCode).toBe(403);
    expect(beforeVerification.json()).toMatchObject({
      success: false,
      message: M.login.emailNotVerified,
      emailNotVerified: true,
    });

    const email = await t.lastEmailTo('lea.martin@exemple.fr');
    expect(email?.kind).toBe('verify_email');
    expect(email?.toAddress).toBe('Lea.Martin@Exemple.fr');
    // Asked by a visitor: the trigger names no account (ADR 0021).
    expect(email).toMatchObject({ triggerKind: 'registration', triggeredByUserId: null });
    const link = linkIn(email, '/verify-email/');
    expect(link.origin).toBe('http://localhost:3000');
    const token = link.pathname.split('/').pop();

    const verified = await t.get(`/api/auth/verify-email/${token}`, {
      headers: { accept: 'application/json' },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: VERIFIED });

    const login = await t.post('/api/auth/login', {
      email: 'LEA.martin@exemple.fr',
      password: 'Un-mot-de-passe',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      name: 'Léa Martin',
      email: 'Lea.Martin@Exemple.fr',
      role: 'client',
      emailVerified: true,
    });

    const again = await t.get(`/api/auth/verify-email/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: LINK_BAD });
  });

  it('answers an address already used exactly like a new one, e-mails its owner instead, and changes nothing', async () => {
    const existing = await createUser(t.deps, { email: 'deja@exemple.fr', name: 'Déjà Inscrite' });
    const usersBefore = (await t.deps.database.db.select({ id: users.id }).from(users)).length;
    const fresh = await timed(() =>
      register({ name: 'Nouvelle', email: 'nouvelle@exemple.fr', password: 'Un-mot-de-passe' }),
    );
    const taken = await timed(() =>
      register({ name: 'Intrus', email: 'DEJA@exemple.fr', password: 'Un-autre-mot-de-passe' }),
    );

    expect(taken.response.statusCode).toBe(fresh.response.statusCode);
    expect(taken.response.statusCode).toBe(201);
    expect(taken.response.json()).toEqual(fresh.response.json());
    expect(taken.response.json()).toEqual({
      success: true,
      message: REGISTERED,
      emailVerified: false,
      requiresEmailVerification: true,
    });
    // Both are padded to the same floor, so that timing does not tell them apart either.
    expect(fresh.ms).toBeGreaterThanOrEqual(REGISTER_MIN_DURATION_MS - 5);
    expect(taken.ms).toBeGreaterThanOrEqual(REGISTER_MIN_DURATION_MS - 5);

    const notice = await t.lastEmailTo('deja@exemple.fr');
    expect(notice).toMatchObject({
      kind: 'registration_attempt',
      toAddress: 'deja@exemple.fr',
      triggerKind: 'registration',
      triggeredByUserId: null,
    });
    expect(notice?.text).toContain("Quelqu'un a tenté de créer un compte Créneau avec votre adresse e-mail.");
    expect(linkIn(notice, '/forgot-password').href).toBe('http://localhost:3000/forgot-password');

    const [after] = await t.deps.database.db.select().from(users).where(eq(users.id, existing.id));
    const { password: _password, ...stored } = existing;
    expect(after).toEqual(stored);
    expect((await t.deps.database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore + 1);
    const intruder = await t.post('/api/auth/login', {
      email: 'deja@exemple.fr',
      password: 'Un-autre-mot-de-passe',
    });
    expect(intruder.statusCode).toBe(401);
  });

  it('tells an unverified owner too, without a new verification link', async () => {
    const pending = await createUser(t.deps, { verified: false });
    const response = await register({ name: 'Encore', email: pending.email, password: 'Un-mot-de-passe' });
    expect(response.statusCode).toBe(201);
    const sent = await t.deps.database.db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, pending.email));
    expect(sent).toEqual([{ kind: 'registration_attempt' }]);
  });

  it('e-mails one owner at most once an hour, however many attempts', async () => {
    const owner = await createUser(t.deps);
    const notices = async () =>
      (
        await t.deps.database.db
          .select({ id: outboxEmails.id })
          .from(outboxEmails)
          .where(and(eq(outboxEmails.toAddress, owner.email), eq(outboxEmails.kind, 'registration_attempt')))
      ).length;
    for (let i = 0; i < 3; i++) {
      const response = await register(
        { name: 'X', email: owner.email, password: 'Un-mot-de-passe' },
        nextTestIp(),
      );
      expect(response.statusCode).toBe(201);
    }
    expect(await notices()).toBe(1);
    t.clock.advance(60 * 60_000);
    try {
      await register({ name: 'X', email: owner.email, password: 'Un-mot-de-passe' }, nextTestIp());
      expect(await notices()).toBe(2);
    } finally {
      t.clock.advance(-60 * 60_000);
    }
  });

  it.each([
    [{ email: 'a@b.fr', password: 'Un-mot-de-passe' }, 'name', M.register.nameRequired],
    [{ name: '   ', email: 'a@b.fr', password: 'Un-mot-de-passe' }, 'name', M.register.nameRequired],
    [{ name: 'A', password: 'Un-mot-de-passe' }, 'email', M.register.emailRequired],
    [{ name: 'A', email: '', password: 'Un-mot-de-passe' }, 'email', M.register.emailRequired],
    [{ name: 'A', email: 'pas-une-adresse', password: 'Un-mot-de-passe' }, 'email', M.register.emailInvalid],
    [{ name: 'A', email: 'a@b', password: 'Un-mot-de-passe' }, 'email', M.register.emailInvalid],
    [{ name: 'A', email: 'a@b.fr' }, 'password', M.register.passwordRequired],
    [{ name: 'A', email: 'a@b.fr', password: '' }, 'password', M.register.passwordRequired],
    [{ name: 'A', email: 'a@b.fr', password: 'court' }, 'password', M.register.passwordTooShort],
    [
      { name: 'A', email: 'a@b.fr', password: 'x'.repeat(129) },
      'password',
      'Le mot de passe ne doit pas dépasser 128 caractères',
    ],
  ])('refuses %j with the SPEC message on its field', async (body, field, message) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field, code: 'VALIDATION' });
  });

  it('accepts a password of exactly 128 characters', async () => {
    const response = await register({ name: 'Long', email: 'long@exemple.fr', password: 'y'.repeat(128) });
    expect(response.statusCode).toBe(201);
  });

  it('never creates an admin, whatever the body says', async () => {
    const response = await register({
      name: 'Malin',
      email: 'malin@exemple.fr',
      password: 'Un-mot-de-passe',
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    const token = linkIn(await t.lastEmailTo('malin@exemple.fr'), '/verify-email/')
      .pathname.split('/')
      .pop();
    await t.get(`/api/auth/verify-email/${token}`);
    const login = await t.post('/api/auth/login', { email: 'malin@exemple.fr', password: 'Un-mot-de-passe' });
    expect(login.json().user.role).toBe('client');
  });

  it('redirects a browser that opens the API link to the verification screens', async () => {
    const user = await createUser(t.deps, { verified: false });
    await t.post('/api/auth/resend-verification', { email: user.email });
    const path = linkIn(await t.lastEmailTo(user.email), '/verify-email/').pathname;
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const first = await t.get(`/api${path.replace('/verify-email/', '/auth/verify-email/')}`, {
      headers: { accept: html },
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/verify-email/success');
    const second = await t.get(`/api${path.replace('/verify-email/', '/auth/verify-email/')}`, {
      headers: { accept: html },
    });
    expect(second.headers.location).toBe('/verify-email/failed');
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.deps, { verified: false });
    await t.post('/api/auth/resend-verification', { email: user.email });
    const token = linkIn(await t.lastEmailTo(user.email), '/verify-email/')
      .pathname.split('/')
      .pop();
    t.clock.advance(VERIFY_EMAIL_TTL_MS + 1000);
    try {
      const response = await t.get(`/api/auth/verify-email/${token}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(LINK_BAD);
    } finally {
      t.clock.advance(-(VERIFY_EMAIL_TTL_MS + 1000));
    }
  });

  it('resends a link only to an unverified account, answers the same in every case, and kills the old link', async () => {
    const pending = await createUser(t.deps, { verified: false });
    const verified = await createUser(t.deps);
    const answers = [];
    for (const email of [pending.email, pending.email, verified.email, 'personne@exemple.fr']) {
      const response = await t.post('/api/auth/resend-verification', { email });
      answers.push([response.statusCode, response.json()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([200, { success: true, message: RESENT }])]),
    );
    expect(await t.lastEmailTo(verified.email)).toBeUndefined();
    expect(await t.lastEmailTo('personne@exemple.fr')).toBeUndefined();

    const rows = await t.deps.database.db.query.outboxEmails.findMany({
      where: (o, { eq }) => eq(o.toAddress, pending.email),
    });
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.triggerKind, r.triggeredByUserId])).toEqual([
      ['verification_resend', null],
      ['verification_resend', null],
    ]);
    const tokens = rows.map((r) => linkIn(r, '/verify-email/').pathname.split('/').pop());
    const newest = (await t.lastEmailTo(pending.email))?.text ?? '';
    const older = tokens.find((tok) => tok && !newest.includes(tok));
    expect((await t.get(`/api/auth/verify-email/${older}`)).statusCode).toBe(400);
    const current = tokens.find((tok) => tok && newest.includes(tok));
    expect((await t.get(`/api/auth/verify-email/${current}`)).statusCode).toBe(200);
  });

  it('limits resends for one address', async () => {
    const pending = await createUser(t.deps, { verified: false });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.post('/api/auth/resend-verification', { email: pending.email }, { ip: '10.9.0.1' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits sign-ups per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const response = await register(
        { name: 'N', email: `ip-${i}@exemple.fr`, password: 'Un-mot-de-passe' },
        '10.9.0.2',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
