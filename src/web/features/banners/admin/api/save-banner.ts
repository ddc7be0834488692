import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TAdminGlobalNotification,
  type TGlobalNotificationInput,
  ZAdminBannerResponse,
} from '../../../../../shared/schemas/banners';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';
import { BANNERS_KEY } from './list-banners';

/** POST /api/admin/notifications/send, or PATCH /api/admin/notifications/{id} with every field. */
export async function saveBanner(input: {
  id: string | null;
  values: TGlobalNotificationInput;
}): Promise<TAdminGlobalNotification> {
  const body = input.id
    ? await apiRequest<unknown>(`/api/admin/notifications/${encodeURIComponent(input.id)}`, {
        method: 'PATCH',
        body: input.values,
      })
    : await apiRequest<unknown>('/api/admin/notifications/send', { method: 'POST', body: input.values });
  return parseResponse(ZAdminBannerResponse, body).notification;
}

export function useSaveBannerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_KEY }),
  });
}
