import { useQuery } from '@tanstack/react-query';
import { ZDpaStatusResponse } from '../../../../shared/schemas/dpa';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { DPA_STATUS_QUERY_KEY } from './dpa-query-keys';

/** GET /api/dpa/status: has the signed-in account a signed DPA? (always true for an admin) */
export async function fetchDpaStatus(): Promise<boolean> {
  return parseResponse(ZDpaStatusResponse, await apiRequest<unknown>('/api/dpa/status')).hasValidDPA;
}

/** One attempt: SPEC §4 counts a failed check as "DPA required" rather than waiting on retries. */
export function useDpaStatusQuery(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: DPA_STATUS_QUERY_KEY,
    queryFn: fetchDpaStatus,
    retry: false,
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}
