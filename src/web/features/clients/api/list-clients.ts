import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TClientSummary } from '../../../../shared/schemas/booking';
import { ZClientsResponse } from '../../../../shared/schemas/provider-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { CLIENTS_QUERY_KEY } from '../../../lib/provider-data/query-keys';

/** GET /api/clients?q: the people who booked, built from the bookings; q searches name, e-mail, phone. */
export async function fetchClients(query: string): Promise<TClientSummary[]> {
  const q = query.trim();
  const path = q ? `/api/clients?${new URLSearchParams({ q }).toString()}` : '/api/clients';
  return parseResponse(ZClientsResponse, await apiRequest<unknown>(path)).clients;
}

export function useClientsQuery(query: string) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, query.trim()],
    queryFn: () => fetchClients(query),
    // The table keeps the last answer while the next search runs, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
