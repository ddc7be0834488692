import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TService } from '../../../../shared/schemas/provider-setup';
import { apiRequest } from '../../../lib/api-client';
import { SERVICES_QUERY_KEY } from '../../../lib/provider-data/get-services';

/** DELETE /api/services/{id}: the server archives a service that has bookings instead of erasing it. */
export async function deleteService(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TService[]>(SERVICES_QUERY_KEY, (list) => list?.filter((s) => s.id !== id));
    },
  });
}
