import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '../../shared/realtime-events';
import type { AppDeps } from '../deps';
import { relayCredits, relayOrders, relayWaitlist } from './account-relays';
import { relayBanners } from './banner-relay';
import { relayBookingEvents } from './booking-relay';
import { relayConfigChanges } from './config-relay';
import { relayUserNotifications } from './notification-relay';
import { installPostgresAdapter } from './postgres-adapter';
import { startSessionChecks } from './session-check';
import { handleConnection } from './socket-handlers';
import { relayRevocations } from './socket-revocation';
import { relaySupportChats } from './support-relay';
import type { TRealtimeLog, TRealtimeServer } from './types';

export type TRealtime = {
  /** Re-checks the sessions of this node's authenticated sockets now (the periodic safety net). */
  checkSessions(): Promise<void>;
  close(): Promise<void>;
};

const consoleLog: TRealtimeLog = {
  warn: (obj, msg) => console.warn(msg, obj),
};

/**
 * socket.io on the app's own HTTP server (same origin, path /socket.io): the typed events of
 * SPEC §7, private rooms per signed-in user and per session, a public room per calendar; revoked
 * sessions end their sockets on every node. On PostgreSQL the rooms span every app node; on
 * embedded PGlite (one process) the in-memory adapter suffices.
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
  const { driver } = deps.database;
  try {
    if (driver.kind === 'postgres') await installPostgresAdapter(io, driver.pool, log);
  } catch (err) {
    await io.close();
    throw err;
  }
  io.on('connection', handleConnection(deps, log));
  const stopRelay = relayBookingEvents(io, deps.events);
  const stopSupportRelay = relaySupportChats(io, deps.events);
  const stopNotificationRelay = relayUserNotifications(io, deps.events);
  const stopBannerRelay = relayBanners(io, deps.events);
  const stopCreditsRelay = relayCredits(io, deps.events);
  const stopOrdersRelay = relayOrders(io, deps.events);
  const stopWaitlistRelay = relayWaitlist(io, deps.events);
  const clustered = driver.kind === 'postgres';
  const stopRevocations = relayRevocations(io, deps.events, { clustered, log });
  const stopConfigChanges = relayConfigChanges(io, deps, { clustered, log });
  const sessionChecks = startSessionChecks(io, deps, log);
  return {
    checkSessions: () => sessionChecks.checkNow(),
    async close() {
      sessionChecks.stop();
      stopRelay();
      stopSupportRelay();
      stopNotificationRelay();
      stopBannerRelay();
      stopCreditsRelay();
      stopOrdersRelay();
      stopWaitlistRelay();
      stopRevocations();
      stopConfigChanges();
      // Disconnects every socket (long-polling ones included) and releases the LISTEN client;
      // it also closes the HTTP server, which the app's own close() tolerates.
      await io.close();
    },
  };
}
