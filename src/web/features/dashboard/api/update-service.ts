import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TService, TServiceInput } from '../../../../shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SERVICES_QUERY_KEY, ZServiceResponseItem } from './get-services';

const ZServiceResponse = z.object({ success: z.literal(true), service: ZServiceResponseItem });

export type TUpdateService = { id: string; patch: Partial<TServiceInput> };

/** PATCH /api/services/{id}: only the fields sent change. */
export async function updateService({ id, patch }: TUpdateService): Promise<TService> {
  const body = await apiRequest<unknown>(`/api/services/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
  return parseResponse(ZServiceResponse, body).service;
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
