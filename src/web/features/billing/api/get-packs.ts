import { useQuery } from '@tanstack/react-query';
import { type TPacksResponse, ZPacksResponse } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/billing/packs: the free tier, the packs and the recharges, prices TTC. */
export function usePacksQuery() {
  return useQuery({
    queryKey: ['billing', 'packs'],
    queryFn: async (): Promise<TPacksResponse> =>
      parseResponse(ZPacksResponse, await apiRequest<unknown>('/api/billing/packs')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
