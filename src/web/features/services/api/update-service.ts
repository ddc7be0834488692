import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZServiceEnvelope } from '../../../../shared/schemas/provider-responses';
import type { TService, TServicePatch } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SERVICES_QUERY_KEY } from '../../../lib/provider-data/get-services';

export type TUpdateService = { id: string; patch: TServicePatch };

/** PATCH /api/services/{id}: only the fields sent change. */
export async function updateService({ id, patch }: TUpdateService): Promise<TService> {
  const body = await apiRequest<unknown>(`/api/services/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
  return parseResponse(ZServiceEnvelope, body).service;
}

export function useUpdateServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: (service) => {
      queryClient.setQueryData<TService[]>(SERVICES_QUERY_KEY, (list) =>
        list?.map((s) => (s.id === service.id ? service : s)),
      );
    },
  });
}
