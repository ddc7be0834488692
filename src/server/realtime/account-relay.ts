import type { AppEvents } from '../events';
import { userRoom } from './rooms';
import type { TRealtimeServer } from './types';

/**
 * Tells every socket of a deleted account (on any node, through the adapter) that the account is
 * gone, so the browser signs out at once (SPEC §4). Returns the unsubscribe.
 */
export function relayAccountEvents(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = (payload: { userId: string; message: string }) => {
    io.to(userRoom(payload.userId)).emit('user_account_deleted', payload);
  };
  events.on('user_account_deleted', handler);
  return () => {
    events.off('user_account_deleted', handler);
  };
}
