import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const PROVIDER_PROFILE_QUERY_KEY = ['provider', 'profile'] as const;

/** Lenient on purpose: a new provider's profile may still have an empty display name. */
export const ZProviderProfileResponse = z.object({
  success: z.literal(true),
  profile: z.object({
    displayName: z.string(),
    description: z.string(),
    address: z.string(),
    phone: z.string(),
    timezone: z.string(),
  }),
});
export type TProviderProfileView = z.infer<typeof ZProviderProfileResponse>['profile'];

/** GET /api/provider/profile: what the public booking page shows about the provider. */
export async function fetchProviderProfile(): Promise<TProviderProfileView> {
  return parseResponse(ZProviderProfileResponse, await apiRequest<unknown>('/api/provider/profile')).profile;
}

export function useProviderProfileQuery() {
  return useQuery({ queryKey: PROVIDER_PROFILE_QUERY_KEY, queryFn: fetchProviderProfile });
}
