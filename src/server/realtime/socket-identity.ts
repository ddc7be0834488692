import { ADMINS_ROOM, SIGNED_IN_ROOM, sessionRoom, userRoom } from './rooms';
import { announceArrival, announceDeparture, sendOnlineUsers } from './socket-presence';
import type { TRealtimeSocket } from './types';

/** The socket becomes this user on this session: it joins both private rooms, and an admin the admins' room. */
export async function signInSocket(
  socket: TRealtimeSocket,
  identity: { userId: string; sessionId: string; isAdmin: boolean },
): Promise<void> {
  const { userId, sessionId, isAdmin } = identity;
  // A new token (another account, or a renewed session in this tab) replaces the previous identity.
  if (socket.data.userId !== userId || socket.data.sessionId !== sessionId) signOutSocket(socket);
  socket.data.userId = userId;
  socket.data.sessionId = sessionId;
  socket.data.isAdmin = isAdmin;
  await socket.join([
    userRoom(userId),
    sessionRoom(sessionId),
    SIGNED_IN_ROOM,
    ...(isAdmin ? [ADMINS_ROOM] : []),
  ]);
  if (isAdmin) await sendOnlineUsers(socket);
  else announceArrival(socket.nsp, userId);
}

/** Back to a guest: the private rooms are left at once; public calendar rooms stay. */
export function signOutSocket(socket: TRealtimeSocket): void {
  const { userId, sessionId, isAdmin } = socket.data;
  if (userId) void socket.leave(userRoom(userId));
  if (sessionId) void socket.leave(sessionRoom(sessionId));
  void socket.leave(SIGNED_IN_ROOM);
  if (isAdmin) void socket.leave(ADMINS_ROOM);
  socket.data.userId = undefined;
  socket.data.sessionId = undefined;
  socket.data.isAdmin = undefined;
  if (userId && !isAdmin) void announceDeparture(socket.nsp, userId);
}

/** Signs a socket out and says why, the way the browser expects (SPEC §4: auth_error → unauthenticated). */
export function deauthenticateSocket(socket: TRealtimeSocket, message: string): void {
  signOutSocket(socket);
  socket.emit('auth_error', { message });
}
