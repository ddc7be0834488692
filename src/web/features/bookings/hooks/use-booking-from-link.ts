import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { TBooking } from '../../../../shared/schemas/booking';
import { bookingDetailKey } from '../../../lib/provider-data/query-keys';
import { fetchBooking } from '../api/get-booking';

export const BOOKING_PARAM = 'booking';
export const MISSING_BOOKING_MESSAGE = 'Ce rendez-vous est introuvable : il a peut-être été supprimé.';

/**
 * `?booking=<id>` (a notification's link, a push notification's click) opens that booking's details.
 * Returns what closing the details calls: the parameter leaves the address, so a reload does not reopen it.
 */
export function useBookingFromLink(open: (booking: TBooking) => void, onMissing: (message: string) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get(BOOKING_PARAM);
  const queryClient = useQueryClient();
  const opened = useEffectEvent(open);
  const missing = useEffectEvent(onMissing);

  useEffect(() => {
    if (!id) return;
    let current = true;
    queryClient
      .fetchQuery({ queryKey: bookingDetailKey(id), queryFn: () => fetchBooking(id) })
      .then((booking) => current && opened(booking))
      .catch(() => current && missing(MISSING_BOOKING_MESSAGE));
    return () => {
      current = false;
    };
  }, [id, queryClient]);

  return useCallback(() => {
    if (!params.has(BOOKING_PARAM)) return;
    setParams(
      (next) => {
        next.delete(BOOKING_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
}
