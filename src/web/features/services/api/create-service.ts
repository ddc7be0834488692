import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZServiceEnvelope } from '../../../../shared/schemas/provider-responses';
import type { TService, TServiceInput } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SERVICES_QUERY_KEY } from '../../../lib/provider-data/get-services';

/** POST /api/services → 201 {service}. */
export async function createService(input: TServiceInput): Promise<TService> {
  const body = await apiRequest<unknown>('/api/services', { method: 'POST', body: input });
  return parseResponse(ZServiceEnvelope, body).service;
}

export function useCreateServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: (service) =>
      queryClient.setQueryData<TService[]>(SERVICES_QUERY_KEY, (list) => [...(list ?? []), service]),
  });
}
