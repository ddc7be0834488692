import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE } from '../storage-keys';
import { FakeSocket } from './fake-socket.test-support';
import {
  FORCED_RECONNECT_DELAY_MS,
  MISSING_CALENDAR_WARNING,
  PING_INTERVAL_MS,
  RealtimeClient,
  SOCKET_OPTIONS,
} from './socket-client';

const CALENDAR = '0b6c1f9e-7d2a-4c1b-9a57-3f3c2f9d8e11';

describe('RealtimeClient', () => {
  let socket: FakeSocket;
  let factory: ReturnType<typeof vi.fn<() => FakeSocket>>;
  let client: RealtimeClient;

  beforeEach(() => {
    socket = new FakeSocket();
    factory = vi.fn(() => socket);
    client = new RealtimeClient(factory);
  });
  afterEach(() => client.dispose());

  it('uses the SPEC §7 connection settings', () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    expect(PING_INTERVAL_MS).toBe(30_000);
    expect(FORCED_RECONNECT_DELAY_MS).toBe(200);
  });

  it('authenticates with the stored token on every (re)connection', () => {
    localStorage.setItem(STORAGE.token, 'jeton-1');
    client.subscribeCalendar(CALENDAR);
    socket.acceptConnection();
    expect(socket.sent('authenticate')).toEqual([[{ token: 'jeton-1' }]]);

    socket.dropConnection();
    localStorage.setItem(STORAGE.token, 'jeton-2');
    socket.acceptConnection();
    expect(socket.sent('authenticate')).toEqual([[{ token: 'jeton-1' }], [{ token: 'jeton-2' }]]);
  });

  it('hands support events over and keeps the admins’ set of online users until a disconnection', () => {
    localStorage.setItem(STORAGE.token, 'jeton-admin');
    const events: unknown[] = [];
    client.onSupportEvent((event) => events.push(event));
    socket.acceptConnection();
    expect(socket.sent('authenticate')).toEqual([[{ token: 'jeton-admin' }]]);

    const userId = '0b6c1f9e-7d2a-4c1b-9a57-3f3c2f9d8e11';
    const before = client.getOnlineUsers();
    socket.receive('connectionChange', { userId, connected: true });
    expect([...client.getOnlineUsers()]).toEqual([userId]);
    expect(client.getOnlineUsers()).not.toBe(before);
    expect(events).toEqual([{ type: 'connectionChange', payload: { userId, connected: true } }]);

    socket.dropConnection();
    expect(client.getOnlineUsers().size).toBe(0);
    socket.acceptConnection();
    socket.receive('connectionChange', { userId, connected: true });
    socket.receive('connectionChange', { userId, connected: false });
    expect(client.getOnlineUsers().size).toBe(0);
  });

  it('does not authenticate without a stored token', () => {
    client.subscribeCalendar(CALENDAR);
    socket.acceptConnection();
    expect(socket.sent('authenticate')).toEqual([]);
  });

  it('re-subscribes every followed calendar after a reconnection, and only those', () => {
    const other = '5d0c8f5e-1111-4c1b-9a57-3f3c2f9d8e11';
    client.subscribeCalendar(CALENDAR);
    const leaveOther = client.subscribeCalendar(other);
    expect(socket.sent('subscribe_calendar')).toEqual([]);

    socket.acceptConnection();
    expect(socket.sent('subscribe_calendar')).toEqual([[{ calendarId: CALENDAR }], [{ calendarId: other }]]);

    leaveOther();
    expect(socket.sent('unsubscribe_calendar')).toEqual([[{ calendarId: other }]]);
    socket.dropConnection();
    socket.acceptConnection();
    expect(socket.sent('subscribe_calendar').slice(2)).toEqual([[{ calendarId: CALENDAR }]]);
  });

  it('keeps a calendar room while another hook still follows it', () => {
    socket.acceptConnection();
    const first = client.subscribeCalendar(CALENDAR);
    const second = client.subscribeCalendar(CALENDAR);
    expect(socket.sent('subscribe_calendar')).toHaveLength(1);
    first();
    first();
    expect(socket.sent('unsubscribe_calendar')).toEqual([]);
    second();
    expect(socket.sent('unsubscribe_calendar')).toEqual([[{ calendarId: CALENDAR }]]);
  });

  it('warns and does nothing when subscribing without a calendar id (SPEC §5)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    client.subscribeCalendar(undefined)();
    client.subscribeCalendar('');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(MISSING_CALENDAR_WARNING);
    expect(factory).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('pings every 30 s while connected, and stops when disconnected', () => {
    vi.useFakeTimers();
    client.subscribeCalendar(CALENDAR);
    socket.acceptConnection();
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(socket.sent('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.sent('ping')).toHaveLength(1);
    vi.advanceTimersByTime(2 * PING_INTERVAL_MS);
    expect(socket.sent('ping')).toHaveLength(3);

    socket.dropConnection();
    vi.advanceTimersByTime(5 * PING_INTERVAL_MS);
    expect(socket.sent('ping')).toHaveLength(3);

    // One interval per connection, not one more per reconnection.
    socket.acceptConnection();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.sent('ping')).toHaveLength(4);
  });

  it('tracks connected / authenticated; auth_error makes it unauthenticated', () => {
    const changes = vi.fn();
    client.onStatusChange(changes);
    client.subscribeCalendar(CALENDAR);
    socket.acceptConnection();
    expect(client.getStatus()).toEqual({ connected: true, authenticated: false });
    socket.receive('authenticated', { userId: 'u1' });
    expect(client.getStatus()).toEqual({ connected: true, authenticated: true });
    socket.receive('auth_error', { message: 'Session invalide. Veuillez vous reconnecter.' });
    expect(client.getStatus()).toEqual({ connected: true, authenticated: false });
    socket.receive('authenticated', { userId: 'u1' });
    socket.dropConnection();
    expect(client.getStatus()).toEqual({ connected: false, authenticated: false });
    expect(changes).toHaveBeenCalledTimes(5);
  });

  it('forced reconnect: disconnects, then connects again 200 ms later', () => {
    vi.useFakeTimers();
    client.subscribeCalendar(CALENDAR);
    socket.acceptConnection();
    client.forceReconnect();
    expect(socket.disconnectCalls).toBe(1);
    expect(client.getStatus().connected).toBe(false);
    vi.advanceTimersByTime(FORCED_RECONNECT_DELAY_MS - 1);
    expect(socket.connectCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(1);
  });

  it('hands booking events to every listener, with their type', () => {
    const listener = vi.fn();
    const stop = client.onBookingEvent(listener);
    socket.acceptConnection();
    const event = {
      id: 'b1',
      start: '2030-03-04T09:00:00.000Z',
      end: '2030-03-04T09:30:00.000Z',
      status: 'confirmed' as const,
    };
    socket.receive('booking_created', event);
    socket.receive('booking_deleted', event);
    expect(listener.mock.calls).toEqual([
      ['booking_created', event],
      ['booking_deleted', event],
    ]);
    stop();
    socket.receive('booking_updated', event);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hands account-deleted events to every listener until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.onAccountDeleted(first);
    client.onAccountDeleted(second);
    // Listening opens the connection: the event only reaches a socket that exists.
    expect(factory).toHaveBeenCalledTimes(1);
    socket.acceptConnection();
    const payload = { userId: 'u1', message: 'Votre compte a été supprimé.' };
    socket.receive('user_account_deleted', payload);
    expect(first).toHaveBeenCalledWith(payload);
    expect(second).toHaveBeenCalledWith(payload);

    stopFirst();
    socket.receive('user_account_deleted', payload);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('authenticate() sends the current stored token when connected', () => {
    client.subscribeCalendar(CALENDAR);
    socket.acceptConnection();
    sessionStorage.setItem(STORAGE.authToken, 'jeton-de-session');
    client.authenticate();
    expect(socket.sent('authenticate')).toEqual([[{ token: 'jeton-de-session' }]]);
  });
});
