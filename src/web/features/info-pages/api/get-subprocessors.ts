import { useQuery } from '@tanstack/react-query';
import { type TSubprocessor, ZSubprocessorsResponse } from '../../../../shared/schemas/legal';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/legal/subprocessors: the sub-processors every DPA names (public, cached 5 min by the server). */
export async function fetchSubprocessors(): Promise<TSubprocessor[]> {
  const body = await apiRequest<unknown>('/api/legal/subprocessors');
  return parseResponse(ZSubprocessorsResponse, body).subprocessors;
}

export function useSubprocessorsQuery() {
  return useQuery({
    queryKey: ['legal', 'subprocessors'],
    queryFn: fetchSubprocessors,
    // Changes only when the instance is reconfigured: /privacy, /rgpd and /legal share one answer.
    staleTime: 5 * 60_000,
  });
}
