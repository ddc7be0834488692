import { useQuery } from '@tanstack/react-query';
import { type TClientDetails, ZClientDetailsResponse } from '../../../../shared/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { CLIENTS_QUERY_KEY } from '../../../lib/provider-data/query-keys';

export function clientDetailKey(key: string) {
  return [...CLIENTS_QUERY_KEY, 'detail', key] as const;
}

/** GET /api/clients/{key}: one client's page (details, whole history, the provider's note). */
export async function fetchClient(key: string): Promise<TClientDetails> {
  const body = await apiRequest<unknown>(`/api/clients/${encodeURIComponent(key)}`);
  return parseResponse(ZClientDetailsResponse, body).client;
}

export function useClientQuery(key: string) {
  return useQuery({ queryKey: clientDetailKey(key), queryFn: () => fetchClient(key) });
}
