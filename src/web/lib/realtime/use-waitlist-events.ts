import { useEffect, useEffectEvent } from 'react';
import { loadRealtimeClient } from './realtime-loader';

/**
 * Follows `waitlist_changed` (issue 33: the provider's own room) and hands each changed entry's id
 * to `changed`. The socket code loads on first use, so the dashboard's frame does without it.
 */
export function useWaitlistEvents(changed: (entryId: string) => void): void {
  const onChange = useEffectEvent(changed);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadRealtimeClient().then((client) => {
      if (unmounted) return;
      stop = client.onWaitlistChanged(({ entryId }) => onChange(entryId));
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
