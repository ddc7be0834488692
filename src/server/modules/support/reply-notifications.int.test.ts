import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationType, TUserNotification } from '../../../shared/schemas/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { outboxEmails } from '../../db/schema';
import { sendUnreadChatEmails, UNREAD_EMAIL_DELAY_MS } from './unread-emails';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notificationsOf = async (token: string): Promise<TUserNotification[]> =>
  (await t.get('/api/user-notifications?limit=100', { token })).json().notifications;

async function setPreference(token: string, type: TNotificationType, channels: object) {
  const response = await t.post(
    '/api/user-notifications/preferences',
    { preferences: { [type]: channels } },
    { token },
  );
  expect(response.statusCode).toBe(200);
}

describe('support reply notifications', () => {
  let admin: { token: string };
  beforeAll(async () => {
    const user = await createUser(t.deps, { role: 'admin' });
    admin = { token: await t.login(user.email, user.password) };
  });

  async function chatOf(name: string) {
    const user = await createUser(t.deps, { name });
    const token = await t.login(user.email, user.password);
    const sent = await t.post('/api/user-chats/send', { message: 'Bonjour' }, { token });
    return { user, token, chatId: sent.json<{ chat: { _id: string } }>().chat._id };
  }

  it('tells the user of the team’s reply: the first 140 characters, a link to the dashboard', async () => {
    const { token, chatId } = await chatOf('Claire Dupont');
    const long = `Bonjour Claire,\n\n${'Voici la réponse détaillée. '.repeat(10)}`;
    await t.post(`/api/admin/user-chats/${chatId}/reply`, { message: long }, { token: admin.token });
    const [notification, ...more] = await notificationsOf(token);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      type: 'support_reply',
      title: 'Réponse de l’équipe Créneau',
      link: '/dashboard',
      read: false,
    });
    expect(notification?.body).toBe(long.replace(/\s+/g, ' ').slice(0, 140));
    expect(notification?.body.startsWith('Bonjour Claire, Voici la réponse')).toBe(true);
  });

  it('honours the preferences: no in-app row, and no e-mail when its channel is off', async () => {
    const quiet = await chatOf('Sam Silence');
    await setPreference(quiet.token, 'support_reply', { inApp: false, email: false, push: false });
    const told = await chatOf('Eva Écoute');
    for (const { chatId } of [quiet, told]) {
      await t.post(`/api/admin/user-chats/${chatId}/reply`, { message: 'Réponse' }, { token: admin.token });
    }
    expect(await notificationsOf(quiet.token)).toEqual([]);
    expect(await notificationsOf(told.token)).toHaveLength(1);

    t.clock.advance(UNREAD_EMAIL_DELAY_MS);
    await sendUnreadChatEmails(t.deps);
    const replies = async (address: string) =>
      t.deps.database.db
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.kind, 'support_reply')));
    expect(await replies(quiet.user.email)).toEqual([]);
    expect(await replies(told.user.email)).toHaveLength(1);
    // Claimed all the same: a later tick does not reconsider them.
    await setPreference(quiet.token, 'support_reply', { inApp: true, email: true, push: false });
    t.clock.advance(UNREAD_EMAIL_DELAY_MS);
    await sendUnreadChatEmails(t.deps);
    expect(await replies(quiet.user.email)).toEqual([]);
  });
});
