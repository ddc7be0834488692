import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '../../shared/realtime-events';
import type { AppDeps } from '../deps';
import { relayAccountEvents } from './account-relay';
import { relayBookingEvents } from './booking-relay';
import { installPostgresAdapter } from './postgres-adapter';
import { handleConnection } from './socket-handlers';
import type { TRealtimeLog, TRealtimeServer } from './types';

export type TRealtime = { close(): Promise<void> };

const consoleLog: TRealtimeLog = {
  warn: (obj, msg) => console.warn(msg, obj),
};

/**
 * socket.io on the app's own HTTP server (same origin, path /socket.io): the typed events of
 * SPEC §7, a private room per signed-in user and a public room per calendar. On PostgreSQL the
 * rooms span every app node; on embedded PGlite (one process) the in-memory adapter suffices.
 * Attach before the server listens; close before the database.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  deps: AppDeps,
  options: { log?: TRealtimeLog } = {},
): Promise<TRealtime> {
  const log = options.log ?? consoleLog;
  const io: TRealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients only send tokens and ids.
    maxHttpBufferSize: 16 * 1024,
  });
  try {
    if (deps.database.driver.kind === 'postgres') {
      await installPostgresAdapter(io, deps.database.driver.pool, log);
    }
  } catch (err) {
    await io.close();
    throw err;
  }
  io.on('connection', handleConnection(deps, log));
  const stopRelay = relayBookingEvents(io, deps.events);
  const stopAccountRelay = relayAccountEvents(io, deps.events);
  return {
    async close() {
      stopRelay();
      stopAccountRelay();
      // Disconnects every socket (long-polling ones included) and releases the LISTEN client;
      // it also closes the HTTP server, which the app's own close() tolerates.
      await io.close();
    },
  };
}
