import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBookingEmail } from '../../../../shared/schemas/booking';
import { ZBookingEmailsResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingDetailKey } from '../../../lib/provider-data/query-keys';

/** GET /api/bookings/{id}/emails: the booking's delivery log, newest first. */
export async function fetchBookingEmails(id: string): Promise<TBookingEmail[]> {
  const body = await apiRequest<unknown>(`/api/bookings/${id}/emails`);
  return parseResponse(ZBookingEmailsResponse, body).emails;
}

const PENDING = new Set<TBookingEmail['status']>(['queued', 'sending']);

/**
 * Keyed by the booking's last change, so a cancellation or a move (which writes new e-mails) fetches
 * the log again; polled while a message is still on its way. Fetched only while the log is shown.
 */
export function useBookingEmailsQuery(id: string, updatedAt: string, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingDetailKey(id), 'emails', updatedAt] as const,
    queryFn: () => fetchBookingEmails(id),
    enabled,
    // The previous log stays on screen while the new one loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.some((e) => PENDING.has(e.status)) ? 5_000 : false),
  });
}
