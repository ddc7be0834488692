import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZBookingDetailEnvelope } from '../../../../shared/schemas/booking-responses';
import type { TSmsLogEntry } from '../../../../shared/schemas/sms';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingDetailKey } from '../../../lib/provider-data/query-keys';

/** GET /api/bookings/{id}: the booking's SMS log, newest first (issue 35). */
export async function fetchBookingSms(id: string, signal?: AbortSignal): Promise<TSmsLogEntry[]> {
  const body = await apiRequest<unknown>(`/api/bookings/${id}`, { signal });
  return parseResponse(ZBookingDetailEnvelope, body).booking.sms;
}

/**
 * The SMS log is not in the lists' copy of a booking: read when its details open on an instance that
 * sends SMS, and again after a move or a cancellation (keyed by the booking's last change); polled
 * while an SMS is being sent.
 */
export function useBookingSmsQuery(id: string, updatedAt: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...bookingDetailKey(id), 'sms', updatedAt] as const,
    queryFn: ({ signal }) => fetchBookingSms(id, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.some((s) => s.status === 'sending') ? 5_000 : false),
  });
}
