import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TClientSort,
  type TClientsPage,
  type TSortDirection,
  ZClientsResponse,
} from '../../../../shared/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { CLIENTS_QUERY_KEY } from '../../../lib/provider-data/query-keys';

/** What the list asks for: a search, a column and its direction, a page (1-based). */
export type TClientsParams = { q: string; sort: TClientSort; dir: TSortDirection; page: number };

/** GET /api/clients?q&sort&dir&page: one page of the people who booked, and how many there are. */
export async function fetchClients(params: TClientsParams): Promise<TClientsPage> {
  const search = new URLSearchParams({ sort: params.sort, dir: params.dir, page: String(params.page) });
  const q = params.q.trim();
  if (q) search.set('q', q);
  const { clients, total } = parseResponse(
    ZClientsResponse,
    await apiRequest<unknown>(`/api/clients?${search.toString()}`),
  );
  return { clients, total };
}

export function useClientsQuery(params: TClientsParams) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'list', { ...params, q: params.q.trim() }],
    queryFn: () => fetchClients(params),
    // The table keeps the last page while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
