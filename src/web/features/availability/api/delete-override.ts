import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { OVERRIDES_QUERY_KEY } from './get-overrides';

/** DELETE /api/availability/overrides/{id}: the day follows the weekly hours again. */
export async function deleteOverride(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/availability/overrides/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteOverrideMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOverride,
    onSuccess: (_, id) =>
      queryClient.setQueriesData<TOverride[]>({ queryKey: OVERRIDES_QUERY_KEY }, (list) =>
        list?.filter((o) => o.id !== id),
      ),
  });
}
