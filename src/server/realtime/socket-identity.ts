import { sessionRoom, userRoom } from './rooms';
import type { TRealtimeSocket } from './types';

/** The socket becomes this user on this session: it joins both private rooms. */
export async function signInSocket(
  socket: TRealtimeSocket,
  userId: string,
  sessionId: string,
): Promise<void> {
  // A new token (another account, or a renewed session in this tab) replaces the previous identity.
  if (socket.data.userId !== userId || socket.data.sessionId !== sessionId) signOutSocket(socket);
  socket.data.userId = userId;
  socket.data.sessionId = sessionId;
  await socket.join([userRoom(userId), sessionRoom(sessionId)]);
}

/** Back to a guest: the private rooms are left at once; public calendar rooms stay. */
export function signOutSocket(socket: TRealtimeSocket): void {
  const { userId, sessionId } = socket.data;
  if (userId) void socket.leave(userRoom(userId));
  if (sessionId) void socket.leave(sessionRoom(sessionId));
  socket.data.userId = undefined;
  socket.data.sessionId = undefined;
}

/** Signs a socket out and says why, the way the browser expects (SPEC §4: auth_error → unauthenticated). */
export function deauthenticateSocket(socket: TRealtimeSocket, message: string): void {
  signOutSocket(socket);
  socket.emit('auth_error', { message });
}
