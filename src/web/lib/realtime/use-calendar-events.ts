import { useEffect, useEffectEvent } from 'react';
import { isFullBooking, type TBookingEventType, toPublicBookingEvent } from '../../../shared/realtime-events';
import type { TPublicBookingEvent } from '../../../shared/schemas/booking';
import { loadRealtimeClient } from './realtime-loader';

/**
 * Follows a provider's public calendar room while mounted: the booking page drops the slots
 * that other people take, without reloading. `calendarId` undefined (not known yet): nothing.
 */
export function useCalendarEvents(
  calendarId: string | undefined,
  onEvent: (type: TBookingEventType, booking: TPublicBookingEvent) => void,
): void {
  // The latest callback without re-subscribing on every render.
  const emit = useEffectEvent(onEvent);

  useEffect(() => {
    if (calendarId === undefined) return;
    let stop: (() => void) | undefined;
    let active = true;
    // The socket code is fetched by the first screen that follows a calendar.
    void loadRealtimeClient().then((client) => {
      if (!active) return;
      const stopListening = client.onBookingEvent((type, payload) => {
        // A signed-in provider's socket also gets full bookings of their own room: keep only this calendar's.
        if (isFullBooking(payload) && payload.providerId !== calendarId) return;
        emit(type, toPublicBookingEvent(payload));
      });
      const unsubscribe = client.subscribeCalendar(calendarId);
      stop = () => {
        unsubscribe();
        stopListening();
      };
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [calendarId]);
}
