import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { AppDeps } from '../server/deps';
import { attachRealtime } from '../server/realtime/realtime-server';
import {
  SOCKET_PATH,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '../shared/realtime-events';

export type TTestSocket = Socket<TServerToClientEvents, TClientToServerEvents>;
type TEventName = keyof TServerToClientEvents;
type TPayload<E extends TEventName> = Parameters<TServerToClientEvents[E]>[0];

export type TRealtimeTestServer = {
  url: string;
  /** Runs the periodic session re-check of this node now. */
  checkSessions(): Promise<void>;
  close(): Promise<void>;
};

/** Attaches socket.io to the app and listens on a free loopback port; close() before the app's. */
export async function listenWithRealtime(app: FastifyInstance, deps: AppDeps): Promise<TRealtimeTestServer> {
  const realtime = await attachRealtime(app.server, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    checkSessions: () => realtime.checkSessions(),
    close: () => realtime.close(),
  };
}

/** A socket signed in with `token`, once the server said `authenticated`. */
export async function signedInSocket(url: string, token: string): Promise<TTestSocket> {
  const socket = await connectSocket(url);
  const authenticated = nextEvent(socket, 'authenticated');
  socket.emit('authenticate', { token });
  await authenticated;
  return socket;
}

type TSocketOptions = { token?: string; transport?: 'websocket' | 'polling' };

/** A one-transport client (websocket unless told) that does not reconnect by itself; connect() it when its listeners are set. */
export function createSocket(url: string, options: TSocketOptions = {}): TTestSocket {
  return io(url, {
    path: SOCKET_PATH,
    transports: [options.transport ?? 'websocket'],
    forceNew: true,
    reconnection: false,
    autoConnect: false,
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
}

export async function connectSocket(url: string, options: TSocketOptions = {}): Promise<TTestSocket> {
  const socket = createSocket(url, options);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
    socket.connect();
  });
  return socket;
}

/**
 * The payload of the next `event` on the socket that `matches` accepts (by default, any); rejects
 * after `timeoutMs`. Across nodes an earlier event may still be on its way: say which one you wait for.
 */
export function nextEvent<E extends TEventName>(
  socket: TTestSocket,
  event: E,
  timeoutMs = 5000,
  matches: (payload: TPayload<E>) => boolean = () => true,
): Promise<TPayload<E>> {
  return new Promise((resolve, reject) => {
    const listener = (payload: TPayload<E>) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener as never);
  });
}

/** Every payload of the booking events the socket receives, in order, with their names. */
export function recordBookingEvents(socket: TTestSocket): Array<{ type: string; payload: unknown }> {
  const seen: Array<{ type: string; payload: unknown }> = [];
  for (const type of ['booking_created', 'booking_updated', 'booking_deleted'] as const) {
    socket.on(type, (payload) => seen.push({ type, payload }));
  }
  return seen;
}
