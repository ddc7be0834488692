import type { TBalance } from '../../shared/schemas/billing';
import type { TOrder } from '../../shared/schemas/shop';
import type { AppEvents } from '../events';
import { ADMINS_ROOM, userRoom } from './rooms';
import type { TRealtimeServer } from './types';

/** Forwards a provider's committed balance (`user:creditsUpdated`) to their own room only. Returns the unsubscribe. */
export function relayCredits(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = ({ userId, balance }: { userId: string; balance: TBalance }) => {
    io.to(userRoom(userId)).emit('user:creditsUpdated', { balance });
  };
  events.on('credits_updated', handler);
  return () => events.off('credits_updated', handler);
}

/** Forwards a committed order (`order:updated`) to its provider's room and the administrators'. Returns the unsubscribe. */
export function relayOrders(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = (order: TOrder) => {
    io.to([userRoom(order.customer.id), ADMINS_ROOM]).emit('order:updated', { order });
  };
  events.on('order_updated', handler);
  return () => events.off('order_updated', handler);
}

/** Forwards a committed waitlist change (`waitlist_changed`) to its provider's room only (ADR 0060). */
export function relayWaitlist(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = ({ providerId, entryId }: { providerId: string; entryId: string }) => {
    io.to(userRoom(providerId)).emit('waitlist_changed', { entryId });
  };
  events.on('waitlist_changed', handler);
  return () => events.off('waitlist_changed', handler);
}
