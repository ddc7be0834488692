import { useQuery } from '@tanstack/react-query';
import { type TDpa, ZDpaContentResponse } from '../../../../shared/schemas/dpa';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { DPA_CONTENT_QUERY_KEY } from './dpa-query-keys';

/** GET /api/dpa/content: the signed DPA, else the draft being read, else null. */
export async function fetchDpaContent(): Promise<TDpa | null> {
  return parseResponse(ZDpaContentResponse, await apiRequest<unknown>('/api/dpa/content')).dpa;
}

export function useDpaContentQuery() {
  return useQuery({ queryKey: DPA_CONTENT_QUERY_KEY, queryFn: fetchDpaContent });
}
