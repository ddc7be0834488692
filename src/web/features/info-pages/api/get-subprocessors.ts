import { useQuery } from '@tanstack/react-query';
import { type TSubprocessorsResponse, ZSubprocessorsResponse } from '../../../../shared/schemas/legal';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/**
 * GET /api/legal/subprocessors: the sub-processors every DPA names and the last change announced to
 * providers (public, cached a minute by the server).
 */
export async function fetchSubprocessors(): Promise<TSubprocessorsResponse> {
  const body = await apiRequest<unknown>('/api/legal/subprocessors');
  return parseResponse(ZSubprocessorsResponse, body);
}

export function useSubprocessorsQuery() {
  return useQuery({
    queryKey: ['legal', 'subprocessors'],
    queryFn: fetchSubprocessors,
    // Changes only when the instance is reconfigured: /privacy, /rgpd and /legal share one answer.
    staleTime: 5 * 60_000,
  });
}
