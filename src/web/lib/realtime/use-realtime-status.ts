import { useSyncExternalStore } from 'react';
import { getRealtimeClient, type TRealtimeStatus } from './socket-client';

/** Whether the live connection is up and signed in (for a "live" indicator); opens no connection. */
export function useRealtimeStatus(): TRealtimeStatus {
  const client = getRealtimeClient();
  return useSyncExternalStore(
    (onChange) => client.onStatusChange(onChange),
    () => client.getStatus(),
  );
}
