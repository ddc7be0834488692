import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TMovementsResponse, ZMovementsResponse } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { MOVEMENTS_QUERY_KEY } from '../../../lib/billing/use-balance';
import { parseResponse } from '../../../lib/parse-response';

/** Which history: the appointments' quota, or the SMS credits (issue 35). */
export type TMovementsScope = 'quota' | 'sms';

const PATHS: Record<TMovementsScope, string> = {
  quota: '/api/billing/movements',
  sms: '/api/billing/sms-movements',
};

/** GET /api/billing/movements?page (or sms-movements): the ledger behind the balance, newest first. */
export function useMovementsQuery(page: number, scope: TMovementsScope = 'quota') {
  return useQuery({
    // Under MOVEMENTS_QUERY_KEY: a balance change reads both histories again.
    queryKey: [...MOVEMENTS_QUERY_KEY, scope, page],
    queryFn: async (): Promise<TMovementsResponse> =>
      parseResponse(ZMovementsResponse, await apiRequest<unknown>(`${PATHS[scope]}?page=${page}`)),
    placeholderData: keepPreviousData,
  });
}
