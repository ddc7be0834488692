import type { AppDeps } from '../deps';
import { SESSION_MESSAGES } from '../http/auth';
import { findSessionStates } from '../modules/auth/sessions';
import { deauthenticateSocket } from './socket-identity';
import type { TRealtimeLog, TRealtimeServer, TRealtimeSocket } from './types';

/** The safety net's period; the browser's own ping is every 30 s too (SPEC §9). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** Session ids per query. */
const CHUNK = 500;

/**
 * Looks the sessions of these sockets up (one query per 500) and signs out every socket whose
 * session was revoked, deleted or has ended. A database error leaves the sockets as they are
 * (the next pass retries) and is logged. Returns the sockets still authenticated.
 */
export async function checkSocketSessions(
  deps: AppDeps,
  sockets: TRealtimeSocket[],
  log: TRealtimeLog,
): Promise<TRealtimeSocket[]> {
  const authenticated = sockets.flatMap((socket) => {
    const { sessionId } = socket.data;
    return sessionId ? [{ socket, sessionId }] : [];
  });
  const kept: TRealtimeSocket[] = [];
  for (let start = 0; start < authenticated.length; start += CHUNK) {
    const checked = authenticated.slice(start, start + CHUNK);
    let states: Awaited<ReturnType<typeof findSessionStates>>;
    try {
      states = await findSessionStates(
        deps.database.db,
        checked.map((c) => c.sessionId),
      );
    } catch (err) {
      log.warn({ err }, 'socket : vérification des sessions impossible');
      kept.push(...checked.map((c) => c.socket));
      continue;
    }
    const now = deps.now().getTime();
    for (const { socket, sessionId } of checked) {
      // Re-authenticated meanwhile with another token: that one was checked when it arrived.
      if (socket.data.sessionId !== sessionId) continue;
      const state = states.get(sessionId);
      if (!state || state.revokedAt !== null) {
        deauthenticateSocket(socket, SESSION_MESSAGES.invalid);
      } else if (state.expiresAt.getTime() <= now) {
        deauthenticateSocket(socket, SESSION_MESSAGES.expired);
      } else {
        kept.push(socket);
      }
    }
  }
  return kept;
}

/** One socket, right after it joined its rooms; true while it stays authenticated. */
export async function recheckSocketSession(
  deps: AppDeps,
  socket: TRealtimeSocket,
  log: TRealtimeLog,
): Promise<boolean> {
  return (await checkSocketSessions(deps, [socket], log)).length > 0;
}

/**
 * The safety net behind the revocation signal (docs/decisions/0015): every
 * SESSION_CHECK_INTERVAL_MS, each node re-checks the sessions of its own authenticated sockets, so
 * that a signal lost with a node that died right after committing, or a session that simply
 * expired, ends those sockets within one period. `checkNow` runs a pass at once.
 */
export function startSessionChecks(
  io: TRealtimeServer,
  deps: AppDeps,
  log: TRealtimeLog,
  everyMs = SESSION_CHECK_INTERVAL_MS,
): { checkNow(): Promise<void>; stop(): void } {
  let running: Promise<void> | undefined;
  const checkNow = () => {
    running ??= checkSocketSessions(deps, [...io.of('/').sockets.values()], log)
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void checkNow(), everyMs);
  timer.unref();
  return {
    checkNow,
    stop: () => clearInterval(timer),
  };
}
