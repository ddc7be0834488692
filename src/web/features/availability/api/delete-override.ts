import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { OVERRIDES_QUERY_KEY } from '../../../lib/provider-data/get-overrides';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/** DELETE /api/availability/overrides/{id}: the day follows the weekly hours again. */
export async function deleteOverride(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/availability/overrides/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes exceptions one after the other (a period is one per day). */
export function useDeleteOverridesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await deleteOverride(id);
    },
    onSuccess: (_, ids) => {
      queryClient.setQueriesData<TOverride[]>({ queryKey: OVERRIDES_QUERY_KEY }, (list) =>
        list?.filter((o) => !ids.includes(o.id)),
      );
      void queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY });
    },
  });
}
