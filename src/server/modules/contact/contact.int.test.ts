import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, nextTestIp } from '../../../test/factories';
import { contactMessages, outboxEmails } from '../../db/schema';
import { CONTACT_SENT_MESSAGE } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// The test clock stands still: one second between tests keeps "the newest message" unambiguous.
beforeEach(() => t.clock.advance(1000));

const visitor = {
  name: 'Jeanne Petit',
  email: 'jeanne@exemple.fr',
  message: 'Bonjour, proposez-vous une formation pour prendre en main Créneau ?',
};

async function contactEmails() {
  return t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, 'contact'))
    .orderBy(desc(outboxEmails.createdAt));
}

async function storedMessages() {
  return t.deps.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
}

describe('POST /api/contact', () => {
  // Runs first, while the database holds no administrator.
  it('stores the message even when there is no administrator to e-mail', async () => {
    const response = await t.post('/api/contact', visitor, { ip: nextTestIp() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      name: visitor.name,
      email: visitor.email,
      message: visitor.message,
      userId: null,
    });
    expect(await contactEmails()).toHaveLength(0);
  });

  it('e-mails every administrator, and only them', async () => {
    const admins = [
      await createUser(t.deps, { role: 'admin', email: 'admin1@exemple.fr' }),
      await createUser(t.deps, { role: 'admin', email: 'admin2@exemple.fr' }),
    ];
    const client = await createUser(t.deps, { email: 'pro@exemple.fr' });
    const response = await t.post(
      '/api/contact',
      { ...visitor, name: '  Paul <b>Durand</b> ' },
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(201);

    const emails = await contactEmails();
    expect(emails.map((e) => e.toAddress).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(emails.some((e) => e.toAddress === client.email)).toBe(false);
    for (const email of emails) {
      expect(email.subject).toBe('Nouveau message de contact — Paul <b>Durand</b>');
      expect(email.text).toContain('Nom : Paul <b>Durand</b>');
      expect(email.text).toContain(visitor.message);
      expect(email.html).toContain('Paul &lt;b&gt;Durand&lt;/b&gt;');
      expect(email.html).not.toContain('<b>Durand');
      expect(email).toMatchObject({ triggerKind: 'contact_form', triggeredByUserId: null });
    }
    const [stored] = await storedMessages();
    expect(stored?.name).toBe('Paul <b>Durand</b>');
  });

  it('links the message to the account of a signed-in sender', async () => {
    const user = await createUser(t.deps);
    const token = await t.login(user.email, user.password);
    const response = await t.post('/api/contact', visitor, { token, ip: nextTestIp() });
    expect(response.statusCode).toBe(201);
    const [stored] = await storedMessages();
    expect(stored?.userId).toBe(user.id);
    // The administrators' copies name the account that wrote (ADR 0021).
    const copies = (await contactEmails()).filter((e) => e.triggeredByUserId === user.id);
    expect(copies.map((e) => [e.triggerKind, e.toAddress]).sort()).toEqual([
      ['contact_form', 'admin1@exemple.fr'],
      ['contact_form', 'admin2@exemple.fr'],
    ]);
  });

  it('still accepts the message when the sender’s token is not valid', async () => {
    const response = await t.post('/api/contact', visitor, { token: 'jeton.invalide.xyz', ip: nextTestIp() });
    expect(response.statusCode).toBe(201);
    const [stored] = await storedMessages();
    expect(stored?.userId).toBeNull();
  });

  it('names the field of each French validation error', async () => {
    const cases = [
      [{ ...visitor, name: ' ' }, 'name', 'Le nom est requis'],
      [{ ...visitor, email: 'jeanne' }, 'email', 'Adresse email invalide'],
      [{ ...visitor, email: undefined }, 'email', "L'email est requis"],
      [{ ...visitor, message: 'Trop bref' }, 'message', 'Le message doit contenir au moins 10 caractères'],
      [
        { ...visitor, message: 'x'.repeat(5001) },
        'message',
        'Le message ne doit pas dépasser 5000 caractères',
      ],
    ] as const;
    const before = (await storedMessages()).length;
    for (const [body, field, message] of cases) {
      const response = await t.post('/api/contact', body, { ip: nextTestIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field, message });
    }
    expect(await storedMessages()).toHaveLength(before);
  });

  it('refuses a request without the XSRF pair', async () => {
    const response = await t.post('/api/contact', visitor, { csrf: false, ip: nextTestIp() });
    expect(response.statusCode).toBe(403);
  });

  it('accepts 5 messages an hour from one address, then answers a French 429', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 5; i++) expect((await t.post('/api/contact', visitor, { ip })).statusCode).toBe(201);
    const blocked = await t.post('/api/contact', visitor, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    t.clock.advance(60 * 60_000);
    expect((await t.post('/api/contact', visitor, { ip })).statusCode).toBe(201);
  });
});
