import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type TOverviewResponse, ZOverviewResponse } from '../../../../shared/schemas/overview';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { OVERVIEW_QUERY_KEY } from '../../../lib/provider-data/query-keys';
import { useWaitlistEvents } from '../../../lib/realtime/use-waitlist-events';

/** GET /api/overview: the last cancellations and the waitlist at a glance (issue 37). */
export async function fetchOverview(signal?: AbortSignal): Promise<TOverviewResponse> {
  return parseResponse(ZOverviewResponse, await apiRequest<unknown>('/api/overview', { signal }));
}

/**
 * Live: a booking change pushed by the socket invalidates it (bookings-cache), and so does a change
 * of the waitlist (an offer sent, taken, a client joining).
 */
export function useOverviewQuery() {
  const queryClient = useQueryClient();
  useWaitlistEvents(() => void queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY }));
  return useQuery({ queryKey: OVERVIEW_QUERY_KEY, queryFn: ({ signal }) => fetchOverview(signal) });
}
