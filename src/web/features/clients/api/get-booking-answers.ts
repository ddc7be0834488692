import { useQuery } from '@tanstack/react-query';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import type { TBookingAnswer } from '../../../../shared/schemas/service-options';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingDetailKey } from '../../../lib/provider-data/query-keys';

/**
 * GET /api/bookings/{id}, read for its answers: the client's history lists bookings without them,
 * so a booking's answers are fetched when the provider opens them (the booking's own cache entry,
 * shared with its details dialog and kept current by live events).
 */
export function useBookingAnswersQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingDetailKey(id),
    queryFn: async () =>
      parseResponse(ZBookingEnvelope, await apiRequest<unknown>(`/api/bookings/${id}`)).booking,
    select: (booking): TBookingAnswer[] => booking.answers,
    enabled,
    staleTime: 60_000,
  });
}
