import { describe, expect, it } from 'vitest';
import type { TUserNotification } from '../../../shared/schemas/notifications';
import {
  bookingBody,
  createService,
  localStart,
  openEveryDay,
  signDpaFor,
} from '../../../test/booking-factories';
import { createUser, nextTestIp } from '../../../test/factories';
import { setUpRealtimeAdminWorld } from '../../../test/realtime-admin-world';
import { connectSocket, nextEvent, type TTestSocket } from '../../../test/socket-client';
import { providerProfiles } from '../../db/schema';

/**
 * A ping answered: whatever the server queued for this socket before (the events of a request that
 * already answered) has arrived, since one socket's messages keep their order.
 */
async function settled(socket: TTestSocket): Promise<void> {
  const pong = nextEvent(socket, 'pong');
  socket.emit('ping');
  await pong;
}

describe('the `notification` socket event', () => {
  const w = setUpRealtimeAdminWorld();

  const socketOf = (token: string) => w.socketOf(token);

  async function provider(name: string) {
    const user = await createUser(w.t.deps, { name });
    await w.t.deps.database.db
      .insert(providerProfiles)
      .values({ providerId: user.id, displayName: name, address: '', phone: '', timezone: 'Europe/Paris' });
    await signDpaFor(w.t.deps, user.id);
    await openEveryDay(w.t.deps, user.id);
    const service = await createService(w.t.deps, user.id, { name: 'Coupe femme' });
    return { user, serviceId: service.id, token: await w.t.login(user.email, user.password) };
  }

  it('reaches every tab of the provider booked on the public page, and nobody else', async () => {
    const lea = await provider('Léa Martin');
    const marc = await provider('Marc Leroy');
    const leaTabs = [await socketOf(lea.token), await socketOf(lea.token)];
    const marcSocket = await socketOf(marc.token);
    const adminSocket = await socketOf(w.adminToken);
    // A visitor of Léa's public calendar: bookings yes, her notifications never.
    const visitor = await connectSocket(w.server.url);
    w.sockets.push(visitor);
    await new Promise<void>((resolve) =>
      visitor.emit('subscribe_calendar', { calendarId: lea.user.id }, () => resolve()),
    );
    const strays: unknown[] = [];
    for (const socket of [marcSocket, adminSocket, visitor]) socket.on('notification', (n) => strays.push(n));

    const heard = leaTabs.map((tab) =>
      nextEvent(tab, 'notification', 5000, (n) => n.type === 'booking_created'),
    );
    const publicUpdate = nextEvent(visitor, 'booking_created');
    const response = await w.t.post(
      `/api/public/providers/${lea.user.id}/bookings`,
      bookingBody(lea.serviceId, localStart(w.t, 3, '10:00'), { name: 'Marie Durand' }),
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(201);
    const bookingId = response.json<{ booking: { id: string } }>().booking.id;
    const [first, second] = (await Promise.all(heard)) as TUserNotification[];
    expect(first).toMatchObject({
      type: 'booking_created',
      title: 'Nouveau rendez-vous',
      link: `/dashboard/agenda?booking=${bookingId}`,
      read: false,
    });
    expect(first?.body).toMatch(/^Marie Durand — Coupe femme, /);
    expect(second).toEqual(first);
    const stored = (await w.t.get('/api/user-notifications', { token: lea.token })).json().notifications;
    expect(stored).toEqual([first]);
    await publicUpdate;
    for (const socket of [marcSocket, adminSocket, visitor]) await settled(socket);
    expect(strays).toEqual([]);
  });

  it('sends nothing when the in-app channel of the type is off', async () => {
    const zoe = await provider('Zoé Calme');
    const socket = await socketOf(zoe.token);
    const heard: unknown[] = [];
    socket.on('notification', (n) => heard.push(n));
    await w.t.post(
      '/api/user-notifications/preferences',
      { preferences: { booking_created: { inApp: false, email: true, push: true } } },
      { token: zoe.token },
    );
    const booked = nextEvent(socket, 'booking_created');
    const response = await w.t.post(
      `/api/public/providers/${zoe.user.id}/bookings`,
      bookingBody(zoe.serviceId, localStart(w.t, 3, '10:00')),
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(201);
    await booked;
    await settled(socket);
    expect(heard).toEqual([]);
  });

  it('tells the user of the team’s support reply on their own sockets only', async () => {
    const claire = await provider('Claire Dupont');
    const other = await provider('Paul Autre');
    const mine = await socketOf(claire.token);
    const theirs = await socketOf(other.token);
    const strays: unknown[] = [];
    theirs.on('notification', (n) => strays.push(n));
    const sent = await w.t.post('/api/user-chats/send', { message: 'Bonjour' }, { token: claire.token });
    const chatId = sent.json<{ chat: { _id: string } }>().chat._id;
    const heard = nextEvent(mine, 'notification', 5000, (n) => n.type === 'support_reply');
    const reply = nextEvent(mine, 'chat_message', 5000, ({ message }) => message.sender === 'admin');
    await w.t.post(
      `/api/admin/user-chats/${chatId}/reply`,
      { message: 'Voici la réponse' },
      { token: w.adminToken },
    );
    expect(await heard).toMatchObject({
      type: 'support_reply',
      body: 'Voici la réponse',
      link: '/dashboard',
    });
    await reply;
    await settled(theirs);
    expect(strays).toEqual([]);
  });
});
