import { describe, expect, it } from 'vitest';
import type { TConnectionChangeEvent } from '../../../shared/realtime-events';
import { createUser } from '../../../test/factories';
import { setUpRealtimeAdminWorld } from '../../../test/realtime-admin-world';
import { connectSocket, nextEvent, type TTestSocket } from '../../../test/socket-client';

describe('support chat live (chat_message, chatMessage, connectionChange)', () => {
  const w = setUpRealtimeAdminWorld();

  const socketOf = (token: string) => w.socketOf(token);

  async function provider(name: string) {
    const user = await createUser(w.t.deps, { name });
    return { user, token: await w.t.login(user.email, user.password) };
  }

  /** The next connectionChange about this user (others' may arrive meanwhile). */
  const presenceOf = (socket: TTestSocket, userId: string) =>
    nextEvent(socket, 'connectionChange', 5000, (payload) => payload.userId === userId);

  it('sends the user’s message to every admin and the team’s reply to the user only', async () => {
    const lea = await provider('Léa Martin');
    const marc = await provider('Marc Leroy');
    const adminSocket = await socketOf(w.adminToken);
    const leaSocket = await socketOf(lea.token);
    const marcSocket = await socketOf(marc.token);
    const marcHeard: unknown[] = [];
    marcSocket.on('chat_message', (payload) => marcHeard.push(payload));
    const adminHeard: unknown[] = [];
    adminSocket.on('chat_message', (payload) => adminHeard.push(payload));

    const toAdmins = nextEvent(adminSocket, 'chatMessage');
    const sent = await w.t.post(
      '/api/user-chats/send',
      { message: 'Bonjour, j’ai une question' },
      { token: lea.token },
    );
    const chatId = sent.json<{ chat: { _id: string } }>().chat._id;
    const { fullChat } = await toAdmins;
    expect(fullChat).toMatchObject({
      _id: chatId,
      userId: lea.user.id,
      unreadByAdmin: 1,
      user: { id: lea.user.id, name: 'Léa Martin', email: lea.user.email },
    });
    expect(fullChat.messages.at(-1)).toMatchObject({ sender: 'user', content: 'Bonjour, j’ai une question' });

    w.t.clock.advance(1000);
    // Léa's own message also reached her room: wait for the team's reply.
    const toLea = nextEvent(leaSocket, 'chat_message', 5000, ({ message }) => message.sender === 'admin');
    const replyToAdmins = nextEvent(adminSocket, 'chatMessage');
    await w.t.post(
      `/api/admin/user-chats/${chatId}/reply`,
      { message: 'Voici la réponse' },
      { token: w.adminToken },
    );
    expect(await toLea).toMatchObject({ chatId, message: { sender: 'admin', content: 'Voici la réponse' } });
    expect((await replyToAdmins).fullChat).toMatchObject({ unreadByUser: 1, unreadByAdmin: 0 });

    // The admins' view follows the user's read receipt; nothing new reaches the user.
    const receipt = nextEvent(adminSocket, 'chatMessage');
    await w.t.post(`/api/user-chats/${chatId}/mark-read`, { isAdmin: false }, { token: lea.token });
    expect((await receipt).fullChat.unreadByUser).toBe(0);
    expect(marcHeard).toEqual([]);
    expect(adminHeard).toEqual([]);
  });

  it('tells the admins when a user’s first socket signs in and their last one leaves', async () => {
    const lea = await provider('Léa Présente');
    const adminSocket = await socketOf(w.adminToken);

    const online = presenceOf(adminSocket, lea.user.id);
    const first = await socketOf(lea.token);
    expect(await online).toEqual({ userId: lea.user.id, connected: true });
    // Every arrival is announced (the browser keeps a set): the second tab's too.
    const again = presenceOf(adminSocket, lea.user.id);
    const second = await socketOf(lea.token);
    expect(await again).toEqual({ userId: lea.user.id, connected: true });

    const heard: TConnectionChangeEvent[] = [];
    adminSocket.on('connectionChange', (payload) => {
      if (payload.userId === lea.user.id && !payload.connected) heard.push(payload);
    });
    first.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toEqual([]);

    const offline = presenceOf(adminSocket, lea.user.id);
    second.disconnect();
    expect(await offline).toEqual({ userId: lea.user.id, connected: false });
  });

  it('gives an admin who signs in the users online right now; an admin is never announced', async () => {
    const lea = await provider('Léa En Ligne');
    await socketOf(lea.token);
    await socketOf(w.adminToken);

    const late = await createUser(w.t.deps, { role: 'admin' });
    const lateToken = await w.t.login(late.email, late.password);
    // The list arrives right after the join: listen before signing in.
    const socket = await connectSocket(w.server.url);
    w.sockets.push(socket);
    const seen: TConnectionChangeEvent[] = [];
    socket.on('connectionChange', (payload) => seen.push(payload));
    const authenticated = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', { token: lateToken });
    await authenticated;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toContainEqual({ userId: lea.user.id, connected: true });
    expect(seen.map((s) => s.userId)).not.toContain(w.admin.id);
    expect(seen.map((s) => s.userId)).not.toContain(late.id);
  });

  it('an administrator signed out (revoked session) leaves the admins room at once', async () => {
    const other = await createUser(w.t.deps, { role: 'admin' });
    const token = await w.t.login(other.email, other.password);
    const watcher = await socketOf(w.adminToken);
    const leaving = await socketOf(token);
    const heard: unknown[] = [];
    leaving.on('chatMessage', (payload) => heard.push(payload));

    const signedOut = nextEvent(leaving, 'auth_error');
    expect((await w.t.post('/api/auth/logout', {}, { token })).statusCode).toBeLessThan(300);
    await signedOut;

    const lea = await provider('Léa Après');
    const stillHeard = nextEvent(watcher, 'chatMessage');
    await w.t.post('/api/user-chats/send', { message: 'Quelqu’un ?' }, { token: lea.token });
    await stillHeard;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });
});
