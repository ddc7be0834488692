import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFullBookingOnlyTo } from '../../test/booking-deliveries';
import { bookingOf } from '../../test/booking-event';
import { createUser, type TTestUser } from '../../test/factories';
import { deleteAccount, resetPasswordByEmail } from '../../test/session-actions';
import { openSecondNode, type TSecondNode } from '../../test/shared-postgres';
import {
  connectSocket,
  listenWithRealtime,
  nextEvent,
  signedInSocket,
  type TRealtimeTestServer,
  type TTestSocket,
} from '../../test/socket-client';
import { SESSION_MESSAGES } from '../http/auth';
import { markSessionsRevoked } from '../modules/auth/sessions';
import { ACCOUNT_DELETED_MESSAGE } from '../modules/gdpr/account-deletion';

// Only PostgreSQL has several nodes: embedded PGlite is one process by construction.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('live calendars across two app nodes', () => {
  let nodeA: TestApp;
  let nodeB: TSecondNode;
  let serverA: TRealtimeTestServer;
  let serverB: TRealtimeTestServer;
  let provider: TTestUser;
  const sockets: TTestSocket[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp();
    nodeB = await openSecondNode(nodeA);
    serverA = await listenWithRealtime(nodeA.app, nodeA.deps);
    serverB = await listenWithRealtime(nodeB.app, nodeB.deps);
    provider = await createUser(nodeA.deps, { name: 'Claire Dupont' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await serverB?.close();
    await nodeB?.close();
    await serverA?.close();
    await nodeA?.close();
  });

  async function open(url: string): Promise<TTestSocket> {
    const socket = await connectSocket(url);
    sockets.push(socket);
    return socket;
  }

  it('an event published on node A reaches the provider and a visitor connected to node B', async () => {
    const own = await open(serverB.url);
    const authenticated = nextEvent(own, 'authenticated');
    own.emit('authenticate', { token: await nodeA.login(provider.email, provider.password) });
    expect(await authenticated).toEqual({ userId: provider.id });

    const visitor = await open(serverB.url);
    expect(await visitor.emitWithAck('subscribe_calendar', { calendarId: provider.id })).toEqual({
      ok: true,
    });

    const booking = bookingOf(provider.id);
    const full = nextEvent(own, 'booking_created');
    const shown = nextEvent(visitor, 'booking_created');
    nodeA.deps.events.emit('booking_created', booking);

    expect(await full).toEqual(booking);
    expect(await shown).toEqual({
      id: booking.id,
      start: booking.start,
      end: booking.end,
      status: 'confirmed',
    });
  });

  it('a banner changed on node A reaches the targeted user on node B, and only them', async () => {
    const other = await createUser(nodeA.deps, { name: 'Hugo Autre' });
    const own = await open(serverB.url);
    const ownAuth = nextEvent(own, 'authenticated');
    own.emit('authenticate', { token: await nodeA.login(provider.email, provider.password) });
    await ownAuth;
    const stranger = await open(serverB.url);
    const strangerAuth = nextEvent(stranger, 'authenticated');
    stranger.emit('authenticate', { token: await nodeA.login(other.email, other.password) });
    await strangerAuth;
    const heard: unknown[] = [];
    stranger.on('global_notification', (payload) => heard.push(payload));
    stranger.on('global_notification_update', (payload) => heard.push(payload));

    const banner = {
      _id: '22222222-2222-4222-8222-222222222222',
      title: 'Pour Claire',
      message: '<p>Texte</p>',
      type: 'info' as const,
      createdAt: '2026-06-01T08:00:00.000Z',
      expiresAt: null,
      status: 'active' as const,
      priority: 0,
      targetAll: false,
      targetUserIds: [provider.id],
    };
    const arrives = nextEvent(own, 'global_notification');
    nodeA.deps.events.emit('banner_changed', { before: null, after: banner });
    expect((await arrives).title).toBe('Pour Claire');

    // To everyone: the stranger starts seeing it through the signed-in room, across the nodes.
    const reachesAll = nextEvent(stranger, 'global_notification');
    nodeA.deps.events.emit('banner_changed', {
      before: banner,
      after: { ...banner, targetAll: true, targetUserIds: [] },
    });
    expect((await reachesAll)._id).toBe(banner._id);
    // Back to Claire only: the stranger is told to drop it (signed-in room minus her room).
    const drops = nextEvent(stranger, 'global_notification_update');
    nodeA.deps.events.emit('banner_changed', {
      before: { ...banner, targetAll: true, targetUserIds: [] },
      after: banner,
    });
    expect(await drops).toEqual({ _id: banner._id, status: 'inactive' });
    expect(heard).toHaveLength(2);
  });

  it('and the other way round, B to A, with a payload large enough to go through socket_io_attachments', async () => {
    const own = await open(serverA.url);
    const authenticated = nextEvent(own, 'authenticated');
    own.emit('authenticate', { token: await nodeA.login(provider.email, provider.password) });
    await authenticated;

    // NOTIFY carries at most 8000 bytes: the adapter stores bigger messages in the table of migration 0005.
    const booking = bookingOf(provider.id, { note: 'n'.repeat(9000) });
    const full = nextEvent(own, 'booking_updated');
    nodeB.deps.events.emit('booking_updated', booking);
    expect(await full).toEqual(booking);
  });

  describe('revoked sessions end their sockets on the other node too', () => {
    async function signedIn(url: string, token: string): Promise<TTestSocket> {
      const socket = await signedInSocket(url, token);
      sockets.push(socket);
      return socket;
    }

    /** A booking of `owner` emitted on node B, where the sockets under test are. */
    const deliveredOnB = (owner: TTestUser, kept: TTestSocket[], ended: TTestSocket[]) =>
      expectFullBookingOnlyTo(nodeB.deps.events, owner.id, kept, ended);

    it('logout through node A signs out the session’s socket held by node B, and only that one', async () => {
      const owner = await createUser(nodeA.deps);
      const other = await createUser(nodeA.deps);
      const token = await nodeA.login(owner.email, owner.password);
      const ended = await signedIn(serverB.url, token);
      const otherSession = await signedIn(serverB.url, await nodeA.login(owner.email, owner.password));
      const otherUser = await signedIn(serverB.url, await nodeA.login(other.email, other.password));

      const refused = nextEvent(ended, 'auth_error');
      expect((await nodeA.post('/api/auth/logout', undefined, { token })).statusCode).toBe(200);
      expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });
      await deliveredOnB(owner, [otherSession], [ended]);
      await deliveredOnB(other, [otherUser], []);
    });

    it('a password reset on node A ends the user’s sockets on both nodes', async () => {
      const owner = await createUser(nodeA.deps);
      const onA = await signedIn(serverA.url, await nodeA.login(owner.email, owner.password));
      const onB = await signedIn(serverB.url, await nodeA.login(owner.email, owner.password));
      const refused = [nextEvent(onA, 'auth_error'), nextEvent(onB, 'auth_error')];
      await resetPasswordByEmail(nodeA, owner.email, 'Un-nouveau-mot-de-passe');
      await Promise.all(refused);
      await deliveredOnB(owner, [], [onB]);
    });

    it('an account deleted through node B: the socket on node A gets the notice, then auth_error', async () => {
      const owner = await createUser(nodeA.deps);
      const token = await nodeA.login(owner.email, owner.password);
      const onA = await signedIn(serverA.url, token);
      const order: string[] = [];
      onA.on('user_account_deleted', () => order.push('user_account_deleted'));
      onA.on('auth_error', () => order.push('auth_error'));
      const notice = nextEvent(onA, 'user_account_deleted');
      const refused = nextEvent(onA, 'auth_error');
      expect((await deleteAccount(nodeB, token, owner.password)).statusCode).toBe(200);
      expect(await notice).toEqual({ userId: owner.id, message: ACCOUNT_DELETED_MESSAGE });
      await refused;
      expect(order).toEqual(['user_account_deleted', 'auth_error']);
    });

    it('safety net: each node re-checks its own sockets when the signal was lost', async () => {
      const owner = await createUser(nodeA.deps);
      const token = await nodeA.login(owner.email, owner.password);
      const onB = await signedIn(serverB.url, token);
      await markSessionsRevoked(
        nodeA.deps.database.db,
        { sessionId: String(decodeJwt(token).sid) },
        nodeA.deps.now(),
      );
      const refused = nextEvent(onB, 'auth_error');
      await serverB.checkSessions();
      expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });
      await deliveredOnB(owner, [], [onB]);
    });
  });
});
