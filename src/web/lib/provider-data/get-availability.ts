import { useQuery } from '@tanstack/react-query';
import { ZAvailabilityResponse } from '../../../shared/schemas/provider-responses';
import type { TAvailability } from '../../../shared/schemas/provider-setup';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

export const AVAILABILITY_QUERY_KEY = ['provider', 'availability'] as const;

/** GET /api/availability: the weekly opening hours (weekday 1 = Monday) and their time zone. */
export async function fetchAvailability(): Promise<TAvailability> {
  const { timezone, weekly } = parseResponse(
    ZAvailabilityResponse,
    await apiRequest<unknown>('/api/availability'),
  );
  return { timezone, weekly };
}

export function useAvailabilityQuery() {
  return useQuery({ queryKey: AVAILABILITY_QUERY_KEY, queryFn: fetchAvailability });
}
