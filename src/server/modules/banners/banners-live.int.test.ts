import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TGlobalNotification, TGlobalNotificationUpdate } from '../../../shared/schemas/banners';
import { createProvider } from '../../../test/booking-factories';
import { setUpRealtimeAdminWorld } from '../../../test/realtime-admin-world';
import { connectSocket, nextEvent, type TTestSocket } from '../../../test/socket-client';

/** SPEC §4: banners reach the targeted users' sockets only — never another user, never a guest. */
describe('global banners live (global_notification, global_notification_update)', () => {
  const w = setUpRealtimeAdminWorld();

  const admin = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    w.t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${w.adminToken}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  const socketOf = (token: string) => w.socketOf(token);

  /** Every banner event a socket receives, in order. */
  function recorder(socket: TTestSocket) {
    const heard: { event: string; payload: TGlobalNotification | TGlobalNotificationUpdate }[] = [];
    socket.on('global_notification', (payload) => heard.push({ event: 'new', payload }));
    socket.on('global_notification_update', (payload) => heard.push({ event: 'update', payload }));
    return heard;
  }

  /** Lets events already on their way arrive before asserting that none came. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('sends a targeted banner and its changes to its users only; a guest in a calendar room hears nothing', async () => {
    const lea = await createProvider(w.t, { displayName: 'Salon Léa' });
    const marc = await createProvider(w.t, { displayName: 'Cabinet Marc' });
    const leaSocket = await socketOf(lea.token);
    const marcSocket = await socketOf(marc.token);
    const guest = await connectSocket(w.server.url);
    w.sockets.push(guest);
    expect(await guest.emitWithAck('subscribe_calendar', { calendarId: lea.id })).toEqual({ ok: true });
    const marcHeard = recorder(marcSocket);
    const guestHeard = recorder(guest);

    const arrives = nextEvent(leaSocket, 'global_notification');
    const sent = await admin('POST', '/api/admin/notifications/send', {
      title: 'Pour Léa',
      message: '<p>Bonjour</p>',
      targetAll: false,
      targetUserIds: [lea.id],
    });
    const id = sent.json().notification._id;
    expect(await arrives).toMatchObject({
      _id: id,
      title: 'Pour Léa',
      status: 'active',
      targetUserIds: [lea.id],
    });

    const changes = nextEvent(leaSocket, 'global_notification_update');
    await admin('PATCH', `/api/admin/notifications/${id}`, { title: 'Pour Léa, modifiée' });
    expect(await changes).toMatchObject({ _id: id, title: 'Pour Léa, modifiée' });

    const off = nextEvent(leaSocket, 'global_notification_update');
    await admin('PATCH', `/api/admin/notifications/${id}/status`, { status: 'inactive' });
    expect(await off).toEqual({ _id: id, status: 'inactive' });

    const back = nextEvent(leaSocket, 'global_notification');
    await admin('PATCH', `/api/admin/notifications/${id}/status`, { status: 'active' });
    expect((await back)._id).toBe(id);

    const gone = nextEvent(leaSocket, 'global_notification_update');
    await admin('DELETE', `/api/admin/notifications/${id}/permanent`);
    expect(await gone).toEqual({ _id: id, status: 'active', permanentlyDeleted: true });

    await settle();
    expect(marcHeard).toEqual([]);
    expect(guestHeard).toEqual([]);
  });

  it('moves a banner between audiences: the removed user is told to drop it, the added one gets it', async () => {
    const lea = await createProvider(w.t, { displayName: 'Salon Léa 2' });
    const marc = await createProvider(w.t, { displayName: 'Cabinet Marc 2' });
    const leaSocket = await socketOf(lea.token);
    const marcSocket = await socketOf(marc.token);
    const adminSocket = await socketOf(w.adminToken);
    const adminHeard = recorder(adminSocket);

    const toLea = nextEvent(leaSocket, 'global_notification');
    const id = (
      await admin('POST', '/api/admin/notifications/send', {
        title: 'Déplacée',
        message: 'Texte',
        targetAll: false,
        targetUserIds: [lea.id],
      })
    ).json().notification._id;
    await toLea;

    const leaDrops = nextEvent(leaSocket, 'global_notification_update');
    const marcGets = nextEvent(marcSocket, 'global_notification');
    await admin('PATCH', `/api/admin/notifications/${id}`, { targetUserIds: [marc.id] });
    expect(await leaDrops).toEqual({ _id: id, status: 'inactive' });
    expect(await marcGets).toMatchObject({ _id: id, targetUserIds: [marc.id] });

    // To everyone: Léa and the admin start seeing it, Marc keeps it (an update).
    const leaAgain = nextEvent(leaSocket, 'global_notification');
    const marcUpdate = nextEvent(marcSocket, 'global_notification_update');
    const adminGets = nextEvent(adminSocket, 'global_notification');
    await admin('PATCH', `/api/admin/notifications/${id}`, { targetAll: true });
    expect(await leaAgain).toMatchObject({ _id: id, targetAll: true, targetUserIds: [] });
    expect(await marcUpdate).toMatchObject({ _id: id, targetAll: true });
    expect((await adminGets)._id).toBe(id);

    // Back to Marc only: everyone else drops it.
    const leaDropsAgain = nextEvent(leaSocket, 'global_notification_update');
    const adminDrops = nextEvent(adminSocket, 'global_notification_update');
    await admin('PATCH', `/api/admin/notifications/${id}`, { targetAll: false, targetUserIds: [marc.id] });
    expect(await leaDropsAgain).toEqual({ _id: id, status: 'inactive' });
    expect(await adminDrops).toEqual({ _id: id, status: 'inactive' });
    await settle();
    expect(adminHeard.map((h) => h.event)).toEqual(['new', 'update']);
  });

  it('sends a banner for everyone to signed-in sockets, not to a guest’s', async () => {
    const lea = await createProvider(w.t, { displayName: 'Salon Léa 3' });
    const leaSocket = await socketOf(lea.token);
    const guest = await connectSocket(w.server.url);
    w.sockets.push(guest);
    const guestHeard = recorder(guest);
    const arrives = nextEvent(leaSocket, 'global_notification');
    await admin('POST', '/api/admin/notifications/send', {
      title: 'Tous',
      message: 'Texte',
      targetAll: true,
    });
    expect(await arrives).toMatchObject({ title: 'Tous', targetAll: true });
    await settle();
    expect(guestHeard).toEqual([]);
  });

  it('a socket signed out leaves the signed-in room: no banner for everyone reaches it', async () => {
    const lea = await createProvider(w.t, { displayName: 'Salon Léa 4' });
    const socket = await socketOf(lea.token);
    const heard = recorder(socket);
    const signedOut = nextEvent(socket, 'auth_error');
    expect((await w.t.post('/api/auth/logout', {}, { token: lea.token })).statusCode).toBeLessThan(300);
    await signedOut;
    const watcher = await socketOf(w.adminToken);
    const arrives = nextEvent(watcher, 'global_notification');
    await admin('POST', '/api/admin/notifications/send', {
      title: 'Après',
      message: 'Texte',
      targetAll: true,
    });
    await arrives;
    await settle();
    expect(heard).toEqual([]);
  });
});
