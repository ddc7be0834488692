import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TService, TServiceInput } from '../../../../shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SERVICES_QUERY_KEY, ZServiceResponseItem } from './get-services';

const ZServiceResponse = z.object({ success: z.literal(true), service: ZServiceResponseItem });

/** POST /api/services → 201 {service}. */
export async function createService(input: TServiceInput): Promise<TService> {
  const body = await apiRequest<unknown>('/api/services', { method: 'POST', body: input });
  return parseResponse(ZServiceResponse, body).service;
}

export function useCreateServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: (service) =>
      queryClient.setQueryData<TService[]>(SERVICES_QUERY_KEY, (list) => [...(list ?? []), service]),
  });
}
