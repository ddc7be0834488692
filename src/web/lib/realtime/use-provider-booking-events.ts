import { useEffect, useEffectEvent } from 'react';
import { isFullBooking, type TBookingEventType } from '../../../shared/realtime-events';
import type { TBooking } from '../../../shared/schemas/booking';
import { getRealtimeClient } from './socket-client';

/**
 * The signed-in provider's own bookings, live (dashboard): the socket authenticates with the
 * stored token and the server sends the full booking to the provider's room only.
 */
export function useProviderBookingEvents(
  onEvent: (type: TBookingEventType, booking: TBooking) => void,
): void {
  // The latest callback without re-subscribing on every render.
  const emit = useEffectEvent(onEvent);

  useEffect(() => {
    const client = getRealtimeClient();
    const stopListening = client.onBookingEvent((type, payload) => {
      // Public calendar rooms followed by the same tab carry only the projection: not ours to show here.
      if (isFullBooking(payload)) emit(type, payload);
    });
    client.authenticate();
    return stopListening;
  }, []);
}
