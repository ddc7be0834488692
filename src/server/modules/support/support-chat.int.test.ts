import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../shared/schemas/support';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { supportChatMessages, supportChats } from '../../db/schema';
import { SEND_RATE_RULE, SUPPORT_MESSAGES } from './service';

type TChatBody = {
  _id: string;
  userId: string;
  unreadByUser: number;
  unreadByAdmin: number;
  messages: Array<{ _id: string; sender: string; content: string; date: string }>;
};

describe('support chat (SPEC §7 Chat and the admin inbox)', () => {
  let t: TestApp;
  let admin: TTestUser;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.deps, { role: 'admin', name: 'Équipe Créneau' });
    adminToken = await t.login(admin.email, admin.password);
  });
  afterAll(() => t?.close());

  async function signedInProvider(name = 'Claire Dupont') {
    const user = await createUser(t.deps, { name });
    return { user, token: await t.login(user.email, user.password) };
  }

  // The test clock stands still: a second between messages keeps their order (by date) certain.
  const later = () => t.clock.advance(1000);
  const send = (token: string, message: unknown) => {
    later();
    return t.post('/api/user-chats/send', { message }, { token });
  };
  const history = async (token: string) =>
    (await t.get('/api/user-chats/history', { token })).json<{ chats: TChatBody[] }>().chats;
  const reply = (chatId: string, message: unknown, token = adminToken) => {
    later();
    return t.post(`/api/admin/user-chats/${chatId}/reply`, { message }, { token });
  };
  const markRead = (chatId: string, isAdmin: boolean, token: string) =>
    t.post(`/api/user-chats/${chatId}/mark-read`, { isAdmin }, { token });

  it('creates the conversation with the first message, trimmed, and returns it', async () => {
    const { user, token } = await signedInProvider();
    expect(await history(token)).toEqual([]);

    const first = await send(token, '  Bonjour, j’ai une question\nsur mes rappels.  ');
    expect(first.statusCode).toBe(200);
    const { chat } = first.json<{ success: true; chat: TChatBody }>();
    expect(chat).toMatchObject({ userId: user.id, unreadByUser: 0, unreadByAdmin: 1 });
    expect(chat.messages).toEqual([
      expect.objectContaining({ sender: 'user', content: 'Bonjour, j’ai une question\nsur mes rappels.' }),
    ]);

    await send(token, 'Et une deuxième.');
    const [again] = await history(token);
    expect(again?._id).toBe(chat._id);
    expect(again?.messages.map((m) => m.content)).toEqual([
      'Bonjour, j’ai une question\nsur mes rappels.',
      'Et une deuxième.',
    ]);
    const rows = await t.deps.database.db.select().from(supportChats).where(eq(supportChats.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a blank, too long or control-character message in French, naming the field', async () => {
    const { token } = await signedInProvider();
    for (const [message, text] of [
      ['   \n ', CHAT_MESSAGES.blank],
      ['', CHAT_MESSAGES.blank],
      ['x'.repeat(2001), CHAT_MESSAGES.tooLong],
      ['Bonjour\u0007', 'Le message contient des caractères non autorisés (caractères de contrôle)'],
    ] as const) {
      const response = await send(token, message);
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field: 'message', message: text });
    }
    const nul = await send(token, 'Bonjour\u0000');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().success).toBe(false);
    expect((await send(token, 'x'.repeat(2000))).statusCode).toBe(200);
    expect(await history(token)).toHaveLength(1);
  });

  it('limits each account to 20 messages per 10 minutes with a French 429', async () => {
    const { token } = await signedInProvider();
    // At the start of a fixed window, so that the 21 sends (a second apart) all fall in it.
    const windowMs = SEND_RATE_RULE.windowSeconds * 1000;
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / windowMs) * windowMs));
    for (let i = 0; i < SEND_RATE_RULE.limit; i++)
      expect((await send(token, `Message ${i}`)).statusCode).toBe(200);
    const refused = await send(token, 'Encore un');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    t.clock.advance(windowMs);
    expect((await send(token, 'Après la pause')).statusCode).toBe(200);
  });

  it('refuses the send route to an administrator and the admin routes to a provider', async () => {
    const adminSend = await send(adminToken, 'Bonjour');
    expect(adminSend.statusCode).toBe(403);
    expect(adminSend.json().message).toBe(SUPPORT_MESSAGES.adminCannotSend);

    const { token } = await signedInProvider();
    const chat = (await send(token, 'Bonjour')).json<{ chat: TChatBody }>().chat;
    expect((await t.get('/api/admin/user-chats', { token })).statusCode).toBe(403);
    expect((await t.get(`/api/admin/user-chats/${chat._id}`, { token })).statusCode).toBe(403);
    expect((await reply(chat._id, 'Je me réponds', token)).statusCode).toBe(403);
    expect((await t.get('/api/user-chats/history')).statusCode).toBe(401);
  });

  it('counts unread messages on both sides and clears them with mark-read', async () => {
    const { user, token } = await signedInProvider('Marc Leroy');
    const chat = (await send(token, 'Question')).json<{ chat: TChatBody }>().chat;

    const detail = await t.get(`/api/admin/user-chats/${chat._id}`, { token: adminToken });
    expect(detail.json().chat).toMatchObject({
      unreadByAdmin: 1,
      user: { id: user.id, name: 'Marc Leroy', email: user.email },
    });

    expect((await markRead(chat._id, true, adminToken)).json()).toEqual({ success: true });
    expect((await history(token))[0]?.unreadByAdmin).toBe(0);

    const answered = await reply(chat._id, 'Voici la réponse');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().chat.messages.at(-1)).toMatchObject({
      sender: 'admin',
      content: 'Voici la réponse',
    });
    await reply(chat._id, 'Et un complément');
    expect((await history(token))[0]?.unreadByUser).toBe(2);

    expect((await markRead(chat._id, false, token)).statusCode).toBe(200);
    expect((await history(token))[0]?.unreadByUser).toBe(0);
    const rows = await t.deps.database.db
      .select()
      .from(supportChatMessages)
      .where(eq(supportChatMessages.chatId, chat._id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
  });

  it('a reply reads the user’s messages; mark-read of another’s chat is 404, isAdmin true 403', async () => {
    const { token } = await signedInProvider();
    const chat = (await send(token, 'Question')).json<{ chat: TChatBody }>().chat;
    expect((await reply(chat._id, 'Réponse')).json().chat.unreadByAdmin).toBe(0);

    const other = await signedInProvider('Autre Personne');
    const foreign = await markRead(chat._id, false, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SUPPORT_MESSAGES.chatNotFound);
    expect((await markRead('3f1c1f9e-7d2a-4c1b-9a57-3f3c2f9d8e11', false, other.token)).statusCode).toBe(404);
    const pretending = await markRead(chat._id, true, token);
    expect(pretending.statusCode).toBe(403);
    expect(pretending.json().message).toBe(SUPPORT_MESSAGES.notAdmin);
    expect((await history(token))[0]?.unreadByUser).toBe(1);
    expect((await markRead('pas-un-uuid', false, token)).statusCode).toBe(400);
  });

  it('lists conversations for the team by last message with unread counts, preview and total', async () => {
    const first = await signedInProvider('Première Personne');
    const second = await signedInProvider('Seconde Personne');
    t.clock.advance(60_000);
    const a = (await send(first.token, 'Premier message')).json<{ chat: TChatBody }>().chat;
    t.clock.advance(60_000);
    const b = (await send(second.token, 'Ligne un\nLigne deux')).json<{ chat: TChatBody }>().chat;
    t.clock.advance(60_000);
    await send(first.token, 'Relance');

    const response = await t.get('/api/admin/user-chats', { token: adminToken });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      chats: Array<{
        _id: string;
        unreadByAdmin: number;
        user: { name: string };
        lastMessage: { content: string };
      }>;
      unreadTotal: number;
    }>();
    expect(body.chats.slice(0, 2).map((c) => c._id)).toEqual([a._id, b._id]);
    expect(body.chats[0]).toMatchObject({
      unreadByAdmin: 2,
      user: { name: 'Première Personne' },
      lastMessage: { content: 'Relance', sender: 'user' },
    });
    expect(body.chats[1]?.lastMessage.content).toBe('Ligne un\nLigne deux');
    expect(body.unreadTotal).toBe(body.chats.reduce((sum, c) => sum + c.unreadByAdmin, 0));
    expect(body.unreadTotal).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for an unknown conversation and refuses a blank reply', async () => {
    const unknown = '3f1c1f9e-7d2a-4c1b-9a57-3f3c2f9d8e11';
    expect((await t.get(`/api/admin/user-chats/${unknown}`, { token: adminToken })).statusCode).toBe(404);
    expect((await reply(unknown, 'Bonjour')).statusCode).toBe(404);
    const { token } = await signedInProvider();
    const chat = (await send(token, 'Question')).json<{ chat: TChatBody }>().chat;
    const blank = await reply(chat._id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'message', message: CHAT_MESSAGES.blank });
  });

  it('exports the messages with the account and deletes them with it; a reply then finds nothing', async () => {
    const { user, token } = await signedInProvider('Léa Martin');
    const chat = (await send(token, 'Mes données, s’il vous plaît')).json<{ chat: TChatBody }>().chat;
    await reply(chat._id, 'Voici comment faire');

    const exported = await t.get('/api/gdpr/export', { token });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const json = JSON.parse(strFromU8(files['support.json'] ?? new Uint8Array()));
    expect(json).toEqual([
      expect.objectContaining({ sender: 'user', content: 'Mes données, s’il vous plaît' }),
      expect.objectContaining({ sender: 'admin', content: 'Voici comment faire' }),
    ]);
    expect(strFromU8(files['support.csv'] ?? new Uint8Array())).toContain(
      'équipe Créneau;Voici comment faire',
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const db = t.deps.database.db;
    expect(await db.select().from(supportChats).where(eq(supportChats.id, chat._id))).toEqual([]);
    expect(
      await db.select().from(supportChatMessages).where(eq(supportChatMessages.chatId, chat._id)),
    ).toEqual([]);
    expect((await reply(chat._id, 'Encore là ?')).statusCode).toBe(404);
  });
});
