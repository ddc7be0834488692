import type { AppDeps } from '../../deps';
import { markSessionsRevoked, type TRevocationTarget } from './sessions';

/**
 * Signs out, on every app node, the sockets of sessions whose revocation is committed. Call it
 * after the transaction that revoked them; it is idempotent (an already ended socket is gone).
 */
export function endRevokedSessionSockets(deps: AppDeps, sessionIds: string[]): void {
  if (sessionIds.length > 0) deps.events.emit('sessions_revoked', { sessionIds });
}

/**
 * THE way to revoke sessions outside another transaction: one session (logout) or every live
 * session of a user (the administrator's suspension). The tokens get 401 on their next request and
 * their sockets stop receiving at once, on every node (docs/decisions/0015). Returns the ids revoked.
 */
export async function revokeSessions(deps: AppDeps, target: TRevocationTarget): Promise<string[]> {
  const revoked = await markSessionsRevoked(deps.database.db, target, deps.now());
  endRevokedSessionSockets(deps, revoked);
  return revoked;
}
