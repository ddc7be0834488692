import type { TBalance } from '../../shared/schemas/billing';
import type { AppEvents } from '../events';
import { userRoom } from './rooms';
import type { TRealtimeServer } from './types';

/** Forwards a provider's committed balance (`user:creditsUpdated`) to their own room only. Returns the unsubscribe. */
export function relayCredits(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = ({ userId, balance }: { userId: string; balance: TBalance }) => {
    io.to(userRoom(userId)).emit('user:creditsUpdated', { balance });
  };
  events.on('credits_updated', handler);
  return () => events.off('credits_updated', handler);
}
