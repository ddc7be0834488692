import { useQuery } from '@tanstack/react-query';
import { type TClientSummary, ZClientsResponse } from '../../../../shared/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { CLIENTS_QUERY_KEY } from '../../../lib/provider-data/query-keys';

/** Fewer than this typed, nothing is asked: one letter matches half the list. */
export const SUGGEST_MIN_LENGTH = 2;
const SUGGESTIONS_SHOWN = 8;

/** GET /api/clients?q: the Clients list's own search (accents and case ignored), its first 8 answers. */
export async function fetchClientSuggestions(q: string): Promise<TClientSummary[]> {
  const body = await apiRequest<unknown>(`/api/clients?q=${encodeURIComponent(q)}`);
  return parseResponse(ZClientsResponse, body).clients.slice(0, SUGGESTIONS_SHOWN);
}

/** Existing clients matching what the provider types in the manual booking form (issue 37). */
export function useClientSuggestionsQuery(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'suggestions', query],
    queryFn: () => fetchClientSuggestions(query),
    enabled: query.length >= SUGGEST_MIN_LENGTH,
    staleTime: 30_000,
  });
}
