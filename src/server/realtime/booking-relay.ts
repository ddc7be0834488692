import { BOOKING_EVENT_TYPES, toPublicBookingEvent } from '../../shared/realtime-events';
import type { TBooking } from '../../shared/schemas/booking';
import type { AppEvents } from '../events';
import { calendarRoom, userRoom } from './rooms';
import type { TRealtimeServer } from './types';

/**
 * Forwards committed booking changes: the full booking to its provider's room, only
 * `{id, start, end, status}` to the public calendar room. Through the PostgreSQL adapter the
 * emit also reaches sockets held by the other app nodes. Returns the unsubscribe.
 */
export function relayBookingEvents(io: TRealtimeServer, events: AppEvents): () => void {
  const handlers = BOOKING_EVENT_TYPES.map((type) => {
    const handler = (booking: TBooking) => {
      io.to(userRoom(booking.providerId)).emit(type, booking);
      io.to(calendarRoom(booking.providerId)).emit(type, toPublicBookingEvent(booking));
    };
    events.on(type, handler);
    return { type, handler };
  });
  return () => {
    for (const { type, handler } of handlers) events.off(type, handler);
  };
}
