import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import { useProviderBookingEvents } from '../../../lib/realtime/use-provider-booking-events';
import { applyBookingChange } from '../api/bookings-cache';

/**
 * Keeps every booking view of the dashboard live: each pushed booking is written into the query
 * cache (no reload, no refetch), and a booking made by a client online is announced in a toast.
 */
export function useLiveBookings(zone: string) {
  const queryClient = useQueryClient();
  const [toast, setToast] = useState<string | null>(null);

  useProviderBookingEvents((type, booking) => {
    applyBookingChange(queryClient, type, booking);
    // The provider's own manual bookings are confirmed by their form; only clients' ones are news.
    if (type === 'booking_created' && booking.source === 'public') {
      setToast(`Nouveau rendez-vous : ${booking.client.name} le ${formatDateTime(booking.start, zone)}`);
    }
  });

  const dismissToast = useCallback(() => setToast(null), []);
  return { toast, showToast: setToast, dismissToast };
}
