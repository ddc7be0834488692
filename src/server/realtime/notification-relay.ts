import type { TUserNotification } from '../../shared/schemas/notifications';
import type { AppEvents } from '../events';
import { userRoom } from './rooms';
import type { TRealtimeServer } from './types';

/**
 * Forwards committed in-app notifications (SPEC §7 `notification`) to their user's own room
 * only, on every node through the adapter. Returns the unsubscribe.
 */
export function relayUserNotifications(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = (notification: TUserNotification, userId: string) => {
    io.to(userRoom(userId)).emit('notification', notification);
  };
  events.on('user_notification_created', handler);
  return () => events.off('user_notification_created', handler);
}
