import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TClientSummary } from '../../../../shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const CLIENTS_QUERY_KEY = ['clients'] as const;

const ZClientSummary = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  visits: z.number(),
  lastVisit: z.string().nullable(),
  nextVisit: z.string().nullable(),
}) satisfies z.ZodType<TClientSummary>;

const ZClientsResponse = z.object({ success: z.literal(true), clients: z.array(ZClientSummary) });

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
