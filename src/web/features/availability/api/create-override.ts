import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOverrideEnvelope } from '../../../../shared/schemas/provider-responses';
import type { TOverride, TOverrideInput } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { OVERRIDES_QUERY_KEY } from '../../../lib/provider-data/get-overrides';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/** POST /api/availability/overrides → 201 {override}; an exception on the same date is replaced. */
export async function createOverride(input: TOverrideInput): Promise<TOverride> {
  const body = await apiRequest<unknown>('/api/availability/overrides', { method: 'POST', body: input });
  return parseResponse(ZOverrideEnvelope, body).override;
}

export function useCreateOverrideMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOverride,
    onSuccess: (created) => {
      queryClient.setQueriesData<TOverride[]>({ queryKey: OVERRIDES_QUERY_KEY }, (list) => [
        ...(list ?? []).filter((o) => o.date !== created.date && o.id !== created.id),
        created,
      ]);
      void queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY });
    },
  });
}
