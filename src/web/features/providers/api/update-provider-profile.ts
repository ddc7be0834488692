import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProviderProfileResponse } from '../../../../shared/schemas/provider-responses';
import type { TProviderProfile, TProviderProfileInput } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { PROVIDER_PROFILE_QUERY_KEY } from '../../../lib/provider-data/get-provider-profile';

/** PUT /api/provider/profile {displayName, description, address, phone, timezone}. */
export async function updateProviderProfile(input: TProviderProfileInput): Promise<TProviderProfile> {
  const body = await apiRequest<unknown>('/api/provider/profile', { method: 'PUT', body: input });
  return parseResponse(ZProviderProfileResponse, body).profile;
}

export function useUpdateProviderProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProviderProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROVIDER_PROFILE_QUERY_KEY, profile),
  });
}
