import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf } from '../../test/booking-event';
import { createUser, type TTestUser } from '../../test/factories';
import {
  connectSocket,
  createSocket,
  listenWithRealtime,
  nextEvent,
  recordBookingEvents,
  type TTestSocket,
} from '../../test/socket-client';
import { SESSION_MESSAGES } from '../http/auth';

describe('live calendars over socket.io', () => {
  let t: TestApp;
  let server: { url: string; close(): Promise<void> };
  let provider: TTestUser;
  let otherProvider: TTestUser;
  let admin: TTestUser;
  const sockets: TTestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    server = await listenWithRealtime(t.app, t.deps);
    provider = await createUser(t.deps, { name: 'Claire Dupont' });
    otherProvider = await createUser(t.deps, { name: 'Marc Leroy' });
    admin = await createUser(t.deps, { role: 'admin' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  async function open(options: Parameters<typeof connectSocket>[1] = {}): Promise<TTestSocket> {
    const socket = await connectSocket(server.url, options);
    sockets.push(socket);
    return socket;
  }

  async function signedIn(user: TTestUser): Promise<TTestSocket> {
    const socket = await open();
    const authenticated = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', { token: await t.login(user.email, user.password) });
    expect(await authenticated).toEqual({ userId: user.id });
    return socket;
  }

  async function following(calendarId: string): Promise<TTestSocket> {
    const socket = await open();
    expect(await socket.emitWithAck('subscribe_calendar', { calendarId })).toEqual({ ok: true });
    return socket;
  }

  /**
   * Emits a marker booking of `markerProviderId` after whatever the test emitted, and waits until
   * every socket got it: events emitted before it have been delivered by then (a short settle
   * covers the PostgreSQL adapter, whose NOTIFYs may complete out of order).
   */
  async function flushWith(targets: TTestSocket[], markerProviderId: string): Promise<void> {
    const marker = bookingOf(markerProviderId);
    const arrivals = targets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.on('booking_deleted', (payload) => {
            if (payload.id === marker.id) resolve();
          });
        }),
    );
    t.deps.events.emit('booking_deleted', marker);
    await Promise.all(arrivals);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('authenticates with a token from a real login and answers authenticated {userId}', async () => {
    await signedIn(provider);
  });

  it('authenticates from the handshake auth.token too', async () => {
    const socket = createSocket(server.url, { token: await t.login(provider.email, provider.password) });
    sockets.push(socket);
    const authenticated = nextEvent(socket, 'authenticated');
    socket.connect();
    expect(await authenticated).toEqual({ userId: provider.id });
  });

  it('answers auth_error with a French message to a bad, a missing or a revoked token', async () => {
    const socket = await open();
    let refused = nextEvent(socket, 'auth_error');
    socket.emit('authenticate', { token: 'pas-un-jeton' });
    expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });

    refused = nextEvent(socket, 'auth_error');
    socket.emit('authenticate', {} as { token: string });
    expect(await refused).toEqual({ message: SESSION_MESSAGES.required });

    const token = await t.login(provider.email, provider.password);
    const logout = await t.post('/api/auth/logout', undefined, { token });
    expect(logout.statusCode).toBe(200);
    refused = nextEvent(socket, 'auth_error');
    socket.emit('authenticate', { token });
    expect(await refused).toEqual({ message: SESSION_MESSAGES.invalid });
  });

  it('gives the provider the full booking and a public subscriber only {id, start, end, status}', async () => {
    const own = await signedIn(provider);
    const visitor = await following(provider.id);
    const booking = bookingOf(provider.id);
    const full = nextEvent(own, 'booking_created');
    const shown = nextEvent(visitor, 'booking_created');
    t.deps.events.emit('booking_created', booking);

    expect(await full).toEqual(booking);
    const publicPayload = await shown;
    expect(publicPayload).toEqual({
      id: booking.id,
      start: booking.start,
      end: booking.end,
      status: 'confirmed',
    });
    const text = JSON.stringify(publicPayload);
    expect(text).not.toContain(booking.client.name);
    expect(text).not.toContain(booking.client.email);
    expect(text).not.toContain(booking.client.phone);
  });

  it('relays booking_updated and booking_deleted the same way', async () => {
    const own = await signedIn(provider);
    const visitor = await following(provider.id);
    const cancelled = bookingOf(provider.id, { status: 'cancelled', cancelledBy: 'client' });
    const updated = nextEvent(visitor, 'booking_updated');
    const updatedFull = nextEvent(own, 'booking_updated');
    t.deps.events.emit('booking_updated', cancelled);
    expect(await updated).toEqual({
      id: cancelled.id,
      start: cancelled.start,
      end: cancelled.end,
      status: 'cancelled',
    });
    expect(await updatedFull).toEqual(cancelled);

    const deleted = nextEvent(visitor, 'booking_deleted');
    t.deps.events.emit('booking_deleted', cancelled);
    expect(await deleted).toMatchObject({ id: cancelled.id });
  });

  it("never sends a provider another provider's bookings, nor a visitor another calendar", async () => {
    const other = await signedIn(otherProvider);
    const seen = recordBookingEvents(other);
    const visitor = await following(otherProvider.id);
    const seenByVisitor = recordBookingEvents(visitor);
    t.deps.events.emit('booking_created', bookingOf(provider.id));
    await flushWith([other, visitor], otherProvider.id);
    expect(seen.map((e) => e.type)).toEqual(['booking_deleted']);
    expect(seenByVisitor.map((e) => e.type)).toEqual(['booking_deleted']);
  });

  it('stops delivering after unsubscribe_calendar', async () => {
    const visitor = await following(provider.id);
    expect(await visitor.emitWithAck('subscribe_calendar', { calendarId: otherProvider.id })).toEqual({
      ok: true,
    });
    const seen = recordBookingEvents(visitor);
    expect(await visitor.emitWithAck('unsubscribe_calendar', { calendarId: provider.id })).toEqual({
      ok: true,
    });
    t.deps.events.emit('booking_created', bookingOf(provider.id));
    await flushWith([visitor], otherProvider.id);
    expect(seen.map((e) => e.type)).toEqual(['booking_deleted']);
  });

  it('refuses to subscribe to a malformed id, an unknown user or an admin', async () => {
    const socket = await open();
    for (const calendarId of ['pas-un-uuid', randomUUID(), admin.id]) {
      expect(await socket.emitWithAck('subscribe_calendar', { calendarId })).toEqual({ ok: false });
    }
    const seen = recordBookingEvents(socket);
    expect(await socket.emitWithAck('subscribe_calendar', { calendarId: provider.id })).toEqual({ ok: true });
    t.deps.events.emit('booking_created', bookingOf(admin.id));
    await flushWith([socket], provider.id);
    expect(seen.map((e) => e.type)).toEqual(['booking_deleted']);
  });

  it('works over HTTP long-polling too (the fallback transport), through the app server', async () => {
    const socket = await open({ transport: 'polling' });
    const authenticated = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', { token: await t.login(provider.email, provider.password) });
    expect(await authenticated).toEqual({ userId: provider.id });
    const booking = bookingOf(provider.id);
    const full = nextEvent(socket, 'booking_created');
    t.deps.events.emit('booking_created', booking);
    expect(await full).toEqual(booking);
  });

  it('answers the application ping with pong', async () => {
    const socket = await open();
    const pong = nextEvent(socket, 'pong');
    socket.emit('ping');
    await expect(pong).resolves.toBeUndefined();
  });

  it('a failed re-authentication drops the previous identity', async () => {
    const socket = await signedIn(provider);
    const refused = nextEvent(socket, 'auth_error');
    socket.emit('authenticate', { token: 'jeton-invalide' });
    await refused;
    expect(await socket.emitWithAck('subscribe_calendar', { calendarId: otherProvider.id })).toEqual({
      ok: true,
    });
    const seen = recordBookingEvents(socket);
    t.deps.events.emit('booking_created', bookingOf(provider.id));
    await flushWith([socket], otherProvider.id);
    expect(seen.map((e) => e.type)).toEqual(['booking_deleted']);
  });
});
