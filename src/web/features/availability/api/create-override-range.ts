import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOverrideRangeResponse } from '../../../../shared/schemas/provider-responses';
import type { TOverride, TOverrideRangeInput } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { OVERRIDES_QUERY_KEY } from '../../../lib/provider-data/get-overrides';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/** POST /api/availability/overrides/range → 201 {overrides}: one exception per day, all or none. */
export async function createOverrideRange(input: TOverrideRangeInput): Promise<TOverride[]> {
  const body = await apiRequest<unknown>('/api/availability/overrides/range', {
    method: 'POST',
    body: input,
  });
  return parseResponse(ZOverrideRangeResponse, body).overrides;
}

export function useCreateOverrideRangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOverrideRange,
    onSuccess: (created) => {
      const dates = new Set(created.map((o) => o.date));
      queryClient.setQueriesData<TOverride[]>({ queryKey: OVERRIDES_QUERY_KEY }, (list) => [
        ...(list ?? []).filter((o) => !dates.has(o.date)),
        ...created,
      ]);
      void queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY });
    },
  });
}
