import { useCallback, useEffect, useMemo, useState } from 'react';
import { type TGlobalNotification, ZUserBannersResponse } from '../../../../shared/schemas/banners';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { loadRealtimeClient } from '../../../lib/realtime/realtime-loader';
import { addBanner, applyUpdate, isShown, nextExpiry, sortBanners } from '../utils/banner-list';
import { readDismissed, rememberDismissed } from '../utils/dismissed-store';

/** The longest a timer may wait (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

async function fetchBanners(signal: AbortSignal): Promise<TGlobalNotification[]> {
  const response = parseResponse(
    ZUserBannersResponse,
    await apiRequest<unknown>('/api/notifications/global', { signal }),
  );
  return response.data.notifications;
}

/**
 * The signed-in user's banners (SPEC §4 §5 §9): loaded once, kept live by the socket events,
 * filtered by the local dismissals and dropped when they expire. `dismiss` closes one here and on
 * the user's other devices.
 */
export function useGlobalNotifications(userId: string) {
  const [all, setAll] = useState<TGlobalNotification[]>([]);
  const [dismissed, setDismissed] = useState(() => new Set(readDismissed(Date.now()).map((r) => r.id)));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchBanners(controller.signal)
        .then((list) => setAll(sortBanners(list)))
        // No banner is better than an error over every screen: the next load tries again.
        .catch(() => undefined);
    void load();
    const stops: (() => void)[] = [];
    void loadRealtimeClient().then((client) => {
      if (controller.signal.aborted) return;
      stops.push(
        client.onBannerEvent((event) =>
          setAll((list) =>
            event.type === 'global_notification'
              ? addBanner(list, event.payload)
              : applyUpdate(list, event.payload),
          ),
        ),
      );
      // Events sent while the socket was down are lost: signed in again after a drop, reload the list.
      let authenticated = client.getStatus().authenticated;
      let dropped = false;
      stops.push(
        client.onStatusChange(() => {
          const next = client.getStatus().authenticated;
          if (authenticated && !next) dropped = true;
          if (!authenticated && next && dropped) void load();
          authenticated = next;
        }),
      );
    });
    return () => {
      controller.abort();
      for (const stop of stops) stop();
    };
  }, []);

  const shown = useMemo(
    () => all.filter((b) => isShown(b, userId, dismissed, now)),
    [all, userId, dismissed, now],
  );

  // Looks again when the next shown banner expires, so that it goes without a reload.
  useEffect(() => {
    const at = nextExpiry(shown, now);
    if (at === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [shown, now]);

  const dismiss = useCallback((id: string) => {
    setDismissed(new Set(rememberDismissed(id, Date.now()).map((r) => r.id)));
    // The local record already hides it; the server's keeps it hidden on the other devices.
    void apiRequest<unknown>('/api/user-notifications/dismiss-global', {
      method: 'POST',
      body: { notificationId: id },
    }).catch(() => undefined);
  }, []);

  return { banners: shown, dismiss };
}
