import { useQuery } from '@tanstack/react-query';
import { ZOverridesResponse } from '../../../../shared/schemas/provider-responses';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const OVERRIDES_QUERY_KEY = ['provider', 'availability', 'overrides'] as const;

/** GET /api/availability/overrides?from=: dated exceptions from that day on (no ranges = closed). */
export async function fetchOverrides(from: string): Promise<TOverride[]> {
  const body = await apiRequest<unknown>(`/api/availability/overrides?from=${encodeURIComponent(from)}`);
  return parseResponse(ZOverridesResponse, body).overrides;
}

export function useOverridesQuery(from: string) {
  return useQuery({ queryKey: [...OVERRIDES_QUERY_KEY, from], queryFn: () => fetchOverrides(from) });
}
