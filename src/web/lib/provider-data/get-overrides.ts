import { useQuery } from '@tanstack/react-query';
import { ZOverridesResponse } from '../../../shared/schemas/provider-responses';
import type { TOverride } from '../../../shared/schemas/provider-setup';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

export const OVERRIDES_QUERY_KEY = ['provider', 'availability', 'overrides'] as const;

/**
 * GET /api/availability/overrides?from=&to=: dated exceptions from that day on, up to `to` if
 * given (no ranges = closed). « Disponibilités » lists them; the agenda shades them.
 */
export async function fetchOverrides(from: string, to?: string): Promise<TOverride[]> {
  const query = new URLSearchParams({ from, ...(to ? { to } : {}) });
  const body = await apiRequest<unknown>(`/api/availability/overrides?${query}`);
  return parseResponse(ZOverridesResponse, body).overrides;
}

export function useOverridesQuery(from: string, to?: string) {
  return useQuery({
    queryKey: [...OVERRIDES_QUERY_KEY, from, to ?? null],
    queryFn: () => fetchOverrides(from, to),
  });
}
