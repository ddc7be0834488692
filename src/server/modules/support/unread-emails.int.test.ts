import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { outboxEmails } from '../../db/schema';
import { SUPPORT_REPLY_SUBJECT } from '../../mail/templates/support-reply';
import { sendUnreadChatEmails, UNREAD_EMAIL_DELAY_MS } from './unread-emails';

describe('support e-mails for messages left unread five minutes (job tick)', () => {
  let t: TestApp;
  let admins: TTestUser[];
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    admins = [
      await createUser(t.deps, { role: 'admin', name: 'Admin Un' }),
      await createUser(t.deps, { role: 'admin', name: 'Admin Deux' }),
    ];
    adminToken = await t.login(admins[0]?.email ?? '', admins[0]?.password ?? '');
  });
  afterAll(() => t?.close());

  async function conversation(name: string, firstMessage: string) {
    const user = await createUser(t.deps, { name });
    const token = await t.login(user.email, user.password);
    t.clock.advance(1000);
    const sent = await t.post('/api/user-chats/send', { message: firstMessage }, { token });
    return { user, token, chatId: sent.json<{ chat: { _id: string } }>().chat._id };
  }

  const reply = (chatId: string, message: string) => {
    t.clock.advance(1000);
    return t.post(`/api/admin/user-chats/${chatId}/reply`, { message }, { token: adminToken });
  };
  const emailsTo = (address: string) =>
    t.deps.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
  const emailsOf = (ids: string[]) =>
    ids.length ? t.deps.database.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids)) : [];

  it('e-mails the user once, after five minutes, all unread replies in one message', async () => {
    const { user, chatId } = await conversation('Claire Dupont', 'Bonjour');
    await reply(chatId, 'Première réponse');
    await reply(chatId, 'Second complément');

    t.clock.advance(UNREAD_EMAIL_DELAY_MS - 5000);
    expect(await emailsOf(await sendUnreadChatEmails(t.deps))).not.toContainEqual(
      expect.objectContaining({ toAddress: user.email }),
    );

    t.clock.advance(5000);
    await sendUnreadChatEmails(t.deps);
    const [email, ...more] = await emailsTo(user.email);
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      subject: SUPPORT_REPLY_SUBJECT,
      kind: 'support_reply',
      triggerKind: 'support_reply',
    });
    expect(email?.text).toContain('Première réponse');
    expect(email?.text).toContain('Second complément');
    expect(email?.text).toContain('http://localhost:3000/dashboard');

    t.clock.advance(UNREAD_EMAIL_DELAY_MS);
    await sendUnreadChatEmails(t.deps);
    expect(await emailsTo(user.email)).toHaveLength(1);
  });

  it('sends nothing to a user who read the reply in time', async () => {
    const { user, token, chatId } = await conversation('Marc Leroy', 'Bonjour');
    await reply(chatId, 'Réponse lue');
    await t.post(`/api/user-chats/${chatId}/mark-read`, { isAdmin: false }, { token });
    t.clock.advance(UNREAD_EMAIL_DELAY_MS * 2);
    await sendUnreadChatEmails(t.deps);
    expect(await emailsTo(user.email)).toEqual([]);
  });

  it('sends each administrator one digest of the waiting conversations, then never again for them', async () => {
    // Earlier tests' conversations were answered: start from a clean inbox.
    t.clock.advance(UNREAD_EMAIL_DELAY_MS * 2);
    await sendUnreadChatEmails(t.deps);
    const before = new Map(
      await Promise.all(admins.map(async (a) => [a.email, (await emailsTo(a.email)).length] as const)),
    );

    const lea = await conversation('Léa Martin', 'Ma question\nen détail');
    t.clock.advance(1000);
    await t.post('/api/user-chats/send', { message: 'Une relance' }, { token: lea.token });
    const paul = await conversation('Paul Petit', 'Autre sujet');

    t.clock.advance(UNREAD_EMAIL_DELAY_MS - 3000);
    await sendUnreadChatEmails(t.deps);
    for (const admin of admins)
      expect(await emailsTo(admin.email)).toHaveLength(before.get(admin.email) ?? 0);

    t.clock.advance(3000);
    await sendUnreadChatEmails(t.deps);
    for (const admin of admins) {
      const emails = await emailsTo(admin.email);
      expect(emails).toHaveLength((before.get(admin.email) ?? 0) + 1);
      const digest = emails.find((e) => e.text.includes('Léa Martin'));
      expect(digest?.kind).toBe('support_digest');
      expect(digest?.text).toContain(`- Léa Martin <${lea.user.email}> — 2 messages — Ma question`);
      expect(digest?.text).toContain(`- Paul Petit <${paul.user.email}> — 1 message — Autre sujet`);
      expect(digest?.text).toContain('http://localhost:3000/admin/chats');
    }

    t.clock.advance(UNREAD_EMAIL_DELAY_MS);
    await sendUnreadChatEmails(t.deps);
    for (const admin of admins)
      expect(await emailsTo(admin.email)).toHaveLength((before.get(admin.email) ?? 0) + 1);
  });

  it('runs twice at once without sending anything twice', async () => {
    const { user, chatId } = await conversation('Double Course', 'Bonjour');
    await reply(chatId, 'Réponse');
    t.clock.advance(UNREAD_EMAIL_DELAY_MS);
    await Promise.all([sendUnreadChatEmails(t.deps), sendUnreadChatEmails(t.deps)]);
    expect(await emailsTo(user.email)).toHaveLength(1);
  });
});
