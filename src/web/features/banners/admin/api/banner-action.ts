import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { BANNERS_KEY } from './list-banners';

export type TBannerAction = 'activate' | 'deactivate' | 'delete' | 'purge';

/** PATCH …/{id}/status, DELETE …/{id} (soft) or DELETE …/{id}/permanent. */
export async function runBannerAction({ id, action }: { id: string; action: TBannerAction }): Promise<void> {
  const path = `/api/admin/notifications/${encodeURIComponent(id)}`;
  if (action === 'purge') await apiRequest<unknown>(`${path}/permanent`, { method: 'DELETE' });
  else if (action === 'delete') await apiRequest<unknown>(path, { method: 'DELETE' });
  else
    await apiRequest<unknown>(`${path}/status`, {
      method: 'PATCH',
      body: { status: action === 'activate' ? 'active' : 'inactive' },
    });
}

export function useBannerActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBannerAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_KEY }),
  });
}
