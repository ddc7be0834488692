import type { TBookingEventType } from '../../../../shared/realtime-events';
import type { TPublicBookingEvent } from '../../../../shared/schemas/booking';

type TLiveHandler = (type: TBookingEventType, booking: TPublicBookingEvent) => void;

const subscriptions = new Map<string, TLiveHandler>();

/**
 * Stands in for the socket (vi.mock of lib/realtime/use-calendar-events): records which calendar
 * the page follows and lets a test push a booking event into it.
 */
export const liveEvents = {
  useCalendarEvents(calendarId: string | undefined, onEvent: TLiveHandler): void {
    if (calendarId) subscriptions.set(calendarId, onEvent);
  },
  emit(calendarId: string, type: TBookingEventType, event: TPublicBookingEvent): void {
    const handler = subscriptions.get(calendarId);
    if (!handler) throw new Error(`Aucun abonnement au calendrier ${calendarId}`);
    handler(type, event);
  },
  isFollowing(calendarId: string): boolean {
    return subscriptions.has(calendarId);
  },
  reset(): void {
    subscriptions.clear();
  },
};
