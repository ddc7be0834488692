import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { SOCKET_PATH } from '../../../shared/realtime-events';
import type { TLooseSocket } from './light-socket';
import { createSocketTo } from './socket-client';

const servers: Server[] = [];
const clients: TLooseSocket[] = [];

// A WebSocket of the `ws` package stands for the browser's: jsdom's, built on undici, fires its
// events through jsdom's Event class, which undici's EventTarget refuses (an uncaught TypeError).
beforeEach(() => {
  vi.stubGlobal('WebSocket', NodeWebSocket);
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const io of servers.splice(0)) await io.close();
});

/** socket.io's own server on a loopback port, as the app attaches it (path /socket.io). */
async function startServer(options: Partial<ServerOptions> = {}) {
  const http = createServer();
  const io = new Server(http, { path: SOCKET_PATH, serveClient: false, ...options });
  servers.push(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const connections: ServerSocket[] = [];
  io.on('connection', (socket) => {
    connections.push(socket);
    // Echoes what a client says, under another name.
    socket.on('subscribe_calendar', (...args: unknown[]) => socket.emit('booking_created', ...args));
  });
  return { io, origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, connections };
}

function connect(origin: string): { socket: TLooseSocket; events: string[] } {
  const socket = createSocketTo(origin) as unknown as TLooseSocket;
  clients.push(socket);
  const events: string[] = [];
  socket.on('connect', () => events.push('connect'));
  socket.on('disconnect', (reason) => events.push(`disconnect: ${String(reason)}`));
  return { socket, events };
}

function nextEvent(socket: TLooseSocket, name: string): Promise<unknown[]> {
  return new Promise((resolve) => socket.on(name, (...args) => resolve(args)));
}

describe('the light socket against socket.io’s server', () => {
  it('connects over a WebSocket and carries events both ways', async () => {
    const server = await startServer();
    const { socket, events } = connect(server.origin);
    await vi.waitFor(() => expect(events).toEqual(['connect']));
    expect(socket.connected).toBe(true);
    expect(server.connections[0]?.conn.transport.name).toBe('websocket');

    const echoed = nextEvent(socket, 'booking_created');
    socket.emit('subscribe_calendar', { calendarId: 'é « x »' }, 2);
    expect(await echoed).toEqual([{ calendarId: 'é « x »' }, 2]);
  });

  it('answers the server’s pings, so the server keeps it', async () => {
    const server = await startServer({ pingInterval: 30, pingTimeout: 5_000 });
    const { socket, events } = connect(server.origin);
    await vi.waitFor(() => expect(events).toEqual(['connect']));
    let pongs = 0;
    server.connections[0]?.conn.on('packet', (packet: { type: string }) => {
      if (packet.type === 'pong') pongs += 1;
    });
    await vi.waitFor(() => expect(pongs).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    expect(socket.connected).toBe(true);
    expect(server.connections).toHaveLength(1);
  });

  it('comes back on its own when the connection drops', async () => {
    const server = await startServer();
    const { socket, events } = connect(server.origin);
    await vi.waitFor(() => expect(events).toEqual(['connect']));
    server.connections[0]?.conn.close();
    // socket.io-client's first delay: 1 s, ±50 %.
    await vi.waitFor(() => expect(events).toEqual(['connect', 'disconnect: transport close', 'connect']), {
      timeout: 5_000,
    });
    expect(socket.connected).toBe(true);
    expect(server.connections).toHaveLength(2);
  });

  it('stays closed when the server ends the socket, and when the page closes it', async () => {
    const server = await startServer();
    const first = connect(server.origin);
    await vi.waitFor(() => expect(first.events).toEqual(['connect']));
    server.connections[0]?.disconnect();
    await vi.waitFor(() => expect(first.events).toEqual(['connect', 'disconnect: io server disconnect']));
    expect(first.socket.connected).toBe(false);

    const second = connect(server.origin);
    await vi.waitFor(() => expect(second.events).toEqual(['connect']));
    const left = new Promise((resolve) => server.connections[1]?.on('disconnect', resolve));
    second.socket.disconnect();
    expect(await left).toBe('client namespace disconnect');
    expect(second.events).toEqual(['connect', 'disconnect: io client disconnect']);
    second.socket.connect();
    await vi.waitFor(() => expect(second.events.at(-1)).toBe('connect'));
  });

  it('falls back to long-polling when the WebSocket is refused, listeners and events included', async () => {
    const server = await startServer({ transports: ['polling'] });
    const { socket, events } = connect(server.origin);
    await vi.waitFor(() => expect(events).toEqual(['connect']), { timeout: 5_000 });
    expect(server.connections[0]?.conn.transport.name).toBe('polling');

    const echoed = nextEvent(socket, 'booking_created');
    socket.emit('subscribe_calendar', { calendarId: 'c1' });
    expect(await echoed).toEqual([{ calendarId: 'c1' }]);
  });
});
