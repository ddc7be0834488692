import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProviderProfileResponse } from '../../../../shared/schemas/provider-responses';
import type { TProviderProfile } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { PROVIDER_PROFILE_QUERY_KEY } from '../../../lib/provider-data/get-provider-profile';

/** PUT /api/provider/slug {slug}: the readable booking address, or null to go back to the id's. */
export async function updateSlug(slug: string | null): Promise<TProviderProfile> {
  const body = await apiRequest<unknown>('/api/provider/slug', { method: 'PUT', body: { slug } });
  return parseResponse(ZProviderProfileResponse, body).profile;
}

export function useUpdateSlugMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlug,
    onSuccess: (profile) => queryClient.setQueryData(PROVIDER_PROFILE_QUERY_KEY, profile),
  });
}
