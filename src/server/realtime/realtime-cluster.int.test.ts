import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf } from '../../test/booking-event';
import { createUser, type TTestUser } from '../../test/factories';
import { openSecondNode, type TSecondNode } from '../../test/shared-postgres';
import { connectSocket, listenWithRealtime, nextEvent, type TTestSocket } from '../../test/socket-client';

// Only PostgreSQL has several nodes: embedded PGlite is one process by construction.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('live calendars across two app nodes', () => {
  let nodeA: TestApp;
  let nodeB: TSecondNode;
  let serverA: { url: string; close(): Promise<void> };
  let serverB: { url: string; close(): Promise<void> };
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
});
