import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEraseClientResponse } from '../../../../shared/schemas/gdpr';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import {
  BOOKINGS_QUERY_KEY,
  CLIENTS_QUERY_KEY,
  RETENTION_PREVIEW_QUERY_KEY,
} from '../../../lib/provider-data/query-keys';

/** POST /api/clients/{key}/erase: the number of this client's bookings now anonymised. */
export async function eraseClientData(key: string): Promise<number> {
  const body = await apiRequest<unknown>(`/api/clients/${encodeURIComponent(key)}/erase`, { method: 'POST' });
  return parseResponse(ZEraseClientResponse, body).erased;
}

export function useEraseClientDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClientData,
    // The client leaves the list and their bookings now read « Client anonymisé »: let the server
    // recount. Their page is only marked stale: refetched now, it would answer 404 while the screen
    // goes back to the list.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RETENTION_PREVIEW_QUERY_KEY });
    },
  });
}
