import { useQuery } from '@tanstack/react-query';
import { type TOverviewResponse, ZOverviewResponse } from '../../../../shared/schemas/overview';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { OVERVIEW_QUERY_KEY } from '../../../lib/provider-data/query-keys';

/** GET /api/overview: the last cancellations and the waitlist at a glance (issue 37). */
export async function fetchOverview(signal?: AbortSignal): Promise<TOverviewResponse> {
  return parseResponse(ZOverviewResponse, await apiRequest<unknown>('/api/overview', { signal }));
}

/** A booking change pushed by the socket invalidates it (bookings-cache), so it stays current. */
export function useOverviewQuery() {
  return useQuery({ queryKey: OVERVIEW_QUERY_KEY, queryFn: ({ signal }) => fetchOverview(signal) });
}
