import { z } from 'zod';
import type { TSubscriptionAck } from '../../shared/realtime-events';
import type { AppDeps } from '../deps';
import { providerExists } from './queries';
import { calendarRoom, isCalendarRoom } from './rooms';
import { recheckSocketSession } from './session-check';
import { MISSING_TOKEN_MESSAGE, verifySocketToken } from './socket-auth';
import { deauthenticateSocket, signInSocket } from './socket-identity';
import { announceDeparture } from './socket-presence';
import type { TRealtimeLog, TRealtimeSocket } from './types';

const ZToken = z.object({ token: z.string().min(1).max(4096) });
const ZCalendar = z.object({ calendarId: z.uuid() });
/** Bounds what one socket can make the server remember; a booking page follows one calendar. */
export const MAX_CALENDARS_PER_SOCKET = 20;
const AUTH_UNAVAILABLE_MESSAGE = 'Authentification impossible pour le moment. Veuillez réessayer.';

/** Wires one connection: authenticate (event or handshake `auth.token`), calendar rooms, ping. */
export function handleConnection(deps: AppDeps, log: TRealtimeLog) {
  return (socket: TRealtimeSocket): void => {
    const handshake = ZToken.safeParse(socket.handshake.auth);
    if (handshake.success) void authenticateSocket(socket, deps, log, handshake.data.token);

    socket.on('authenticate', (payload) => {
      const parsed = ZToken.safeParse(payload);
      if (!parsed.success) {
        deauthenticateSocket(socket, MISSING_TOKEN_MESSAGE);
        return;
      }
      void authenticateSocket(socket, deps, log, parsed.data.token);
    });

    socket.on('subscribe_calendar', (payload, ack) => {
      void subscribeCalendar(socket, deps, log, payload).then((ok) => reply(ack, ok));
    });

    socket.on('unsubscribe_calendar', (payload, ack) => {
      const parsed = ZCalendar.safeParse(payload);
      if (parsed.success) void socket.leave(calendarRoom(parsed.data.calendarId));
      reply(ack, parsed.success);
    });

    socket.on('ping', () => {
      socket.emit('pong');
    });

    // The rooms are already left: tell the admins when the user's last socket is gone.
    socket.on('disconnect', () => {
      const { userId, isAdmin } = socket.data;
      if (userId && !isAdmin) void announceDeparture(socket.nsp, userId);
    });
  };
}

async function authenticateSocket(
  socket: TRealtimeSocket,
  deps: AppDeps,
  log: TRealtimeLog,
  token: string,
): Promise<void> {
  let result: Awaited<ReturnType<typeof verifySocketToken>>;
  try {
    result = await verifySocketToken(deps, token);
  } catch (err) {
    log.warn({ err }, 'socket : vérification du jeton impossible');
    result = { ok: false, message: AUTH_UNAVAILABLE_MESSAGE };
  }
  if (socket.disconnected) return;
  if (!result.ok) {
    // A refused token leaves the socket unauthenticated, as the browser then believes (SPEC §4).
    deauthenticateSocket(socket, result.message);
    return;
  }
  await signInSocket(socket, result);
  // A revocation committed between the check above and the join found no socket in the session's
  // room: look once more now that the socket is in it.
  if (!(await recheckSocketSession(deps, socket, log))) return;
  socket.emit('authenticated', { userId: result.userId });
}

async function subscribeCalendar(
  socket: TRealtimeSocket,
  deps: AppDeps,
  log: TRealtimeLog,
  payload: unknown,
): Promise<boolean> {
  const parsed = ZCalendar.safeParse(payload);
  if (!parsed.success) return false;
  const room = calendarRoom(parsed.data.calendarId);
  if (socket.rooms.has(room)) return true;
  if ([...socket.rooms].filter(isCalendarRoom).length >= MAX_CALENDARS_PER_SOCKET) return false;
  try {
    if (!(await providerExists(deps.database.db, parsed.data.calendarId))) return false;
  } catch (err) {
    log.warn({ err }, 'socket : abonnement au calendrier impossible');
    return false;
  }
  await socket.join(room);
  return true;
}

/** The acknowledgement is optional, and a client could send anything in its place. */
function reply(ack: unknown, ok: boolean): void {
  if (typeof ack === 'function') (ack as (result: TSubscriptionAck) => void)({ ok });
}
