import { useQuery } from '@tanstack/react-query';
import {
  type TWaitlistEntry,
  type TWaitlistStatus,
  ZWaitlistResponse,
} from '../../../../shared/schemas/waitlist';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { waitlistListKey } from './provider-query-keys';

/** GET /api/waitlist?status: the provider's entries, in the order the clients joined. */
export async function fetchWaitlist(
  status?: TWaitlistStatus,
  signal?: AbortSignal,
): Promise<TWaitlistEntry[]> {
  const path = status ? `/api/waitlist?${new URLSearchParams({ status })}` : '/api/waitlist';
  return parseResponse(ZWaitlistResponse, await apiRequest<unknown>(path, { signal })).entries;
}

export function useWaitlistQuery(status?: TWaitlistStatus) {
  return useQuery({
    queryKey: waitlistListKey(status),
    queryFn: ({ signal }) => fetchWaitlist(status, signal),
  });
}
