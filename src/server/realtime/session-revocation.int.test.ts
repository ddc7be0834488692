import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFullBookingOnlyTo } from '../../test/booking-deliveries';
import { createUser, type TTestUser } from '../../test/factories';
import { deleteAccount, resetPasswordByEmail } from '../../test/session-actions';
import {
  connectSocket,
  listenWithRealtime,
  nextEvent,
  signedInSocket,
  type TRealtimeTestServer,
  type TTestSocket,
} from '../../test/socket-client';
import { SESSION_MESSAGES } from '../http/auth';
import { SESSION_LIFETIME_MS } from '../modules/auth/session-rules';
import { markSessionsRevoked } from '../modules/auth/sessions';
import { ACCOUNT_DELETED_MESSAGE } from '../modules/gdpr/account-deletion';

describe('revoked sessions end their sockets at once (one node)', () => {
  let t: TestApp;
  let server: TRealtimeTestServer;
  const sockets: TTestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    server = await listenWithRealtime(t.app, t.deps);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  async function signedIn(token: string): Promise<TTestSocket> {
    const socket = await signedInSocket(server.url, token);
    sockets.push(socket);
    return socket;
  }

  const deliveries = (provider: TTestUser, expectFull: TTestSocket[], expectNone: TTestSocket[]) =>
    expectFullBookingOnlyTo(t.deps.events, provider.id, expectFull, expectNone);

  it('logout: that session’s socket gets auth_error and no more bookings; the user’s other session and other users keep theirs', async () => {
    const provider = await createUser(t.deps);
    const other = await createUser(t.deps);
    const token = await t.login(provider.email, provider.password);
    const ended = await signedIn(token);
    const sameUserElsewhere = await signedIn(await t.login(provider.email, provider.password));
    const otherUser = await signedIn(await t.login(other.email, other.password));

    const refused = nextEvent(ended, 'auth_error');
    expect((await t.post('/api/auth/logout', undefined, { token })).statusCode).toBe(200);
    expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });
    expect(ended.connected).toBe(true);

    await deliveries(provider, [sameUserElsewhere], [ended]);
    await deliveries(other, [otherUser], []);
  });

  it('password reset: every socket of the user ends; other users are untouched', async () => {
    const provider = await createUser(t.deps);
    const other = await createUser(t.deps);
    const first = await signedIn(await t.login(provider.email, provider.password));
    const second = await signedIn(await t.login(provider.email, provider.password, true));
    const otherUser = await signedIn(await t.login(other.email, other.password));

    const refused = [nextEvent(first, 'auth_error'), nextEvent(second, 'auth_error')];
    await resetPasswordByEmail(t, provider.email, 'Un-nouveau-mot-de-passe');
    expect(await Promise.all(refused)).toEqual([
      { message: SESSION_MESSAGES.invalid },
      { message: SESSION_MESSAGES.invalid },
    ]);
    await deliveries(provider, [], [first, second]);
    await deliveries(other, [otherUser], []);
  });

  it('account deletion: the notice, then auth_error, then nothing more', async () => {
    const provider = await createUser(t.deps);
    const token = await t.login(provider.email, provider.password);
    const socket = await signedIn(token);
    const order: string[] = [];
    socket.on('user_account_deleted', () => order.push('user_account_deleted'));
    const notice = nextEvent(socket, 'user_account_deleted');
    const refused = nextEvent(socket, 'auth_error');
    socket.on('auth_error', () => order.push('auth_error'));

    expect((await deleteAccount(t, token, provider.password)).statusCode).toBe(200);
    expect(await notice).toEqual({ userId: provider.id, message: ACCOUNT_DELETED_MESSAGE });
    expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });
    expect(order).toEqual(['user_account_deleted', 'auth_error']);
    await deliveries(provider, [], [socket]);
  });

  it('token refresh: the old session’s socket ends and authenticates again with the new token', async () => {
    const provider = await createUser(t.deps);
    const token = await t.login(provider.email, provider.password);
    const socket = await signedIn(token);
    const refused = nextEvent(socket, 'auth_error');
    const refreshed = await t.post('/api/auth/refresh-token', {}, { token });
    expect(refreshed.statusCode).toBe(200);
    await refused;

    const authenticated = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', { token: refreshed.json<{ token: string }>().token });
    expect(await authenticated).toEqual({ userId: provider.id });
    await deliveries(provider, [socket], []);
  });

  it('safety net: a revocation whose signal was lost (node died after the commit) ends the socket at the next check', async () => {
    const provider = await createUser(t.deps);
    const token = await t.login(provider.email, provider.password);
    const socket = await signedIn(token);
    const bystander = await signedIn(await t.login(provider.email, provider.password));
    // Revoked in the database only: no event, as if the process had died right after committing.
    await markSessionsRevoked(t.deps.database.db, { sessionId: String(decodeJwt(token).sid) }, t.deps.now());
    await deliveries(provider, [socket, bystander], []);

    const refused = nextEvent(socket, 'auth_error');
    await server.checkSessions();
    expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });
    await deliveries(provider, [bystander], [socket]);
  });

  it('safety net: a socket whose session has expired is signed out with the expiry message', async () => {
    const provider = await createUser(t.deps);
    const socket = await signedIn(await t.login(provider.email, provider.password));
    const refused = nextEvent(socket, 'auth_error');
    t.clock.advance(SESSION_LIFETIME_MS.short + 1000);
    try {
      await server.checkSessions();
    } finally {
      t.clock.advance(-(SESSION_LIFETIME_MS.short + 1000));
    }
    expect(await refused).toEqual({ message: SESSION_MESSAGES.expired });
  });

  it('a guest socket is not touched by any of this', async () => {
    const provider = await createUser(t.deps);
    const token = await t.login(provider.email, provider.password);
    const guest = await connectSocket(server.url);
    sockets.push(guest);
    let refusals = 0;
    guest.on('auth_error', () => {
      refusals += 1;
    });
    await t.post('/api/auth/logout', undefined, { token });
    await server.checkSessions();
    expect(await guest.emitWithAck('subscribe_calendar', { calendarId: provider.id })).toEqual({ ok: true });
    expect(refusals).toBe(0);
  });
});
