import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { getRealtimeClient, type TSupportEvent } from './socket-client';

/** The support chat's live events for the signed-in user or administrator, while mounted. */
export function useSupportEvents(onEvent: (event: TSupportEvent) => void): void {
  // The latest callback without re-subscribing on every render.
  const emit = useEffectEvent(onEvent);
  useEffect(() => getRealtimeClient().onSupportEvent((event) => emit(event)), []);
}

/** For the admin inbox: the users online now (SPEC §7 `connectionChange`). */
export function useOnlineUsers(): ReadonlySet<string> {
  const client = getRealtimeClient();
  return useSyncExternalStore(
    (onChange) => client.onPresenceChange(onChange),
    () => client.getOnlineUsers(),
  );
}
