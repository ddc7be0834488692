import { useQuery } from '@tanstack/react-query';
import { ZServicesResponse } from '../../../shared/schemas/provider-responses';
import type { TService } from '../../../shared/schemas/provider-setup';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

export const SERVICES_QUERY_KEY = ['provider', 'services'] as const;

/** GET /api/services: the provider's services (archived ones excluded by the server). */
export async function fetchServices(): Promise<TService[]> {
  return parseResponse(ZServicesResponse, await apiRequest<unknown>('/api/services')).services;
}

export function useServicesQuery() {
  return useQuery({ queryKey: SERVICES_QUERY_KEY, queryFn: fetchServices });
}
