import { z } from 'zod';
import type { AppEvents } from '../events';
import { SESSION_MESSAGES } from '../http/auth';
import { sessionRoom, userRoom } from './rooms';
import { deauthenticateSocket } from './socket-identity';
import type { TRealtimeLog, TRealtimeServer, TRealtimeSocket } from './types';

/** What a node must end on its own sockets: revoked sessions, or every socket of a deleted account. */
const ZSocketRevocation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessions'), sessionIds: z.array(z.uuid()).min(1) }),
  z.object({ kind: z.literal('account_deleted'), userId: z.uuid(), message: z.string() }),
]);
export type TSocketRevocation = z.infer<typeof ZSocketRevocation>;

/** The sockets of this node currently in `room` (a copy: signing them out changes the room). */
function localSocketsIn(io: TRealtimeServer, room: string): TRealtimeSocket[] {
  const ids = [...(io.of('/').adapter.rooms.get(room) ?? [])];
  return ids.flatMap((id) => io.of('/').sockets.get(id) ?? []);
}

/**
 * Ends, on this node, the sockets a revocation names. A deleted account's sockets first get
 * `user_account_deleted` (SPEC §4: the browser signs out and says why), in the same pass, so
 * that the notice cannot arrive after the socket already left the room.
 */
export function endLocalSockets(io: TRealtimeServer, revocation: TSocketRevocation): void {
  if (revocation.kind === 'sessions') {
    for (const sessionId of revocation.sessionIds) {
      for (const socket of localSocketsIn(io, sessionRoom(sessionId))) {
        deauthenticateSocket(socket, SESSION_MESSAGES.invalid);
      }
    }
    return;
  }
  const { userId, message } = revocation;
  for (const socket of localSocketsIn(io, userRoom(userId))) {
    socket.emit('user_account_deleted', { userId, message });
    deauthenticateSocket(socket, SESSION_MESSAGES.invalid);
  }
}

/**
 * Turns committed revocations (`sessions_revoked`, `user_account_deleted`) into ended sockets on
 * every node: this node at once, the others through the adapter's server-side emit (one message,
 * so its parts keep their order). Without a cluster (PGlite) this node is all there is.
 * Returns the unsubscribe.
 */
export function relayRevocations(
  io: TRealtimeServer,
  events: AppEvents,
  options: { clustered: boolean; log: TRealtimeLog },
): () => void {
  const end = (revocation: TSocketRevocation) => {
    endLocalSockets(io, revocation);
    if (options.clustered) io.serverSideEmit('end_sessions', revocation);
  };
  const onSessions = ({ sessionIds }: { sessionIds: string[] }) => {
    if (sessionIds.length > 0) end({ kind: 'sessions', sessionIds });
  };
  const onAccountDeleted = ({ userId, message }: { userId: string; message: string }) => {
    end({ kind: 'account_deleted', userId, message });
  };
  const onPeer = (payload: unknown) => {
    const revocation = ZSocketRevocation.safeParse(payload);
    if (revocation.success) endLocalSockets(io, revocation.data);
    else options.log.warn({ issues: revocation.error.issues }, 'socket : révocation illisible ignorée');
  };
  events.on('sessions_revoked', onSessions);
  events.on('user_account_deleted', onAccountDeleted);
  io.on('end_sessions', onPeer);
  return () => {
    events.off('sessions_revoked', onSessions);
    events.off('user_account_deleted', onAccountDeleted);
    io.off('end_sessions', onPeer);
  };
}
