import { useQueryClient } from '@tanstack/react-query';
import type { TSlot } from '../../../../shared/schemas/booking';
import { useCalendarEvents } from '../../../lib/realtime/use-calendar-events';
import { bookingKeys } from '../api/query-keys';

export const SLOT_JUST_TAKEN = "Ce créneau vient d'être réservé. Choisissez un autre horaire.";

function overlaps(a: Pick<TSlot, 'start' | 'end'>, b: Pick<TSlot, 'start' | 'end'>): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}

function sameSession(a: Pick<TSlot, 'start' | 'end'>, b: Pick<TSlot, 'start' | 'end'>): boolean {
  return Date.parse(a.start) === Date.parse(b.start) && Date.parse(a.end) === Date.parse(b.end);
}

/**
 * Keeps an open booking page true to the provider's calendar: any booking change refetches the
 * days and slots on screen, and a booking that now covers the visitor's chosen slot takes it away.
 * In a group session (`group`), another client's seat in the chosen session leaves it chosen: the
 * refetch updates its seats left, and the server refuses the booking if the last one went (409).
 */
export function useLiveAvailability(
  providerId: string | undefined,
  selectedSlot: TSlot | null,
  onSelectedSlotTaken: () => void,
  { group = false }: { group?: boolean } = {},
): void {
  const queryClient = useQueryClient();
  useCalendarEvents(providerId, (type, booking) => {
    if (!providerId) return;
    const holdsTime = type !== 'booking_deleted' && booking.status !== 'cancelled';
    const takesIt =
      selectedSlot && overlaps(selectedSlot, booking) && !(group && sameSession(selectedSlot, booking));
    if (holdsTime && takesIt) onSelectedSlotTaken();
    void queryClient.invalidateQueries({ queryKey: bookingKeys.availability(providerId) });
  });
}
