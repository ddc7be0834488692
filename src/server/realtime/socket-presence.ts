import { ADMINS_ROOM, userRoom } from './rooms';
import type { TRealtimeSocket } from './types';

type TNamespace = TRealtimeSocket['nsp'];

/*
 * Who is online, for the support inbox (SPEC §7 `connectionChange {userId, connected}` to the
 * admins): a user is online while one of their sockets is signed in, on any node. `fetchSockets`
 * asks every node through the adapter; two tabs arriving or leaving at the same instant on two
 * nodes may both see the other, so an arrival is always announced (the browser keeps a set) and
 * a departure only when no socket is left (docs/decisions/0032). Presence is a hint: a failed
 * count (a node that does not answer in time) announces nothing rather than a wrong state.
 */

/** A non-admin user's socket has just joined their room. */
export function announceArrival(nsp: TNamespace, userId: string): void {
  nsp.to(ADMINS_ROOM).emit('connectionChange', { userId, connected: true });
}

/** A non-admin user's socket has left their room (signed out or disconnected). */
export async function announceDeparture(nsp: TNamespace, userId: string): Promise<void> {
  const left = await nsp
    .in(userRoom(userId))
    .fetchSockets()
    .catch(() => undefined);
  if (left?.length === 0) nsp.to(ADMINS_ROOM).emit('connectionChange', { userId, connected: false });
}

/** An administrator's socket has just joined the admins room: who is online right now. */
export async function sendOnlineUsers(socket: TRealtimeSocket): Promise<void> {
  const sockets = await socket.nsp.fetchSockets().catch(() => []);
  const online = new Set(sockets.flatMap((s) => (s.data.userId && !s.data.isAdmin ? [s.data.userId] : [])));
  for (const userId of online) socket.emit('connectionChange', { userId, connected: true });
}
