import { useQuery } from '@tanstack/react-query';
import { ZProviderProfileResponse } from '../../../shared/schemas/provider-responses';
import type { TProviderProfile } from '../../../shared/schemas/provider-setup';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

export const PROVIDER_PROFILE_QUERY_KEY = ['provider', 'profile'] as const;

/** GET /api/provider/profile: what the public booking page shows about the provider. */
export async function fetchProviderProfile(): Promise<TProviderProfile> {
  return parseResponse(ZProviderProfileResponse, await apiRequest<unknown>('/api/provider/profile')).profile;
}

export function useProviderProfileQuery() {
  return useQuery({ queryKey: PROVIDER_PROFILE_QUERY_KEY, queryFn: fetchProviderProfile });
}
