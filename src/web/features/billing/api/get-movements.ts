import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TMovementsResponse, ZMovementsResponse } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { MOVEMENTS_QUERY_KEY } from '../../../lib/billing/use-balance';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/billing/movements?page: the ledger behind the balance, newest first. */
export function useMovementsQuery(page: number) {
  return useQuery({
    queryKey: [...MOVEMENTS_QUERY_KEY, page],
    queryFn: async (): Promise<TMovementsResponse> =>
      parseResponse(ZMovementsResponse, await apiRequest<unknown>(`/api/billing/movements?page=${page}`)),
    placeholderData: keepPreviousData,
  });
}
