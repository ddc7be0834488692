import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { TUserNotification } from '../../../shared/schemas/notifications';
import { loadRealtimeClient } from '../realtime/realtime-loader';
import { addLiveNotification } from './use-notifications';

/**
 * SPEC §7 socket `notification` (the user's own room): the bell's count and the panel's list
 * follow without a reload; `onArrival` lets the bell announce it.
 */
export function useLiveNotifications(onArrival?: (notification: TUserNotification) => void): void {
  const queryClient = useQueryClient();
  const arrived = useEffectEvent((notification: TUserNotification) => {
    addLiveNotification(queryClient, notification);
    onArrival?.(notification);
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    // The realtime client is downloaded on first need; the bell must not pull it into the first paint.
    void loadRealtimeClient().then((client) => {
      if (unmounted) return;
      stop = client.onNotification((notification) => arrived(notification));
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
