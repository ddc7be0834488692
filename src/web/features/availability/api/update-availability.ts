import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAvailabilityResponse } from '../../../../shared/schemas/provider-responses';
import type { TAvailability } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { AVAILABILITY_QUERY_KEY } from '../../../lib/provider-data/get-availability';

/** PUT /api/availability {timezone, weekly}: the whole week replaces the stored one. */
export async function updateAvailability(input: TAvailability): Promise<TAvailability> {
  const body = await apiRequest<unknown>('/api/availability', { method: 'PUT', body: input });
  const { timezone, weekly } = parseResponse(ZAvailabilityResponse, body);
  return { timezone, weekly };
}

export function useUpdateAvailabilityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: (saved) => queryClient.setQueryData(AVAILABILITY_QUERY_KEY, saved),
  });
}
