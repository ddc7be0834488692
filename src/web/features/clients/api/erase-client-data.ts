import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TClientDataRequest, ZEraseClientResponse } from '../../../../shared/schemas/gdpr';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import {
  BOOKINGS_QUERY_KEY,
  CLIENTS_QUERY_KEY,
  RETENTION_PREVIEW_QUERY_KEY,
} from '../../../lib/provider-data/query-keys';

/** POST /api/gdpr/clients/erase {email}: the number of this customer's bookings now anonymised. */
export async function eraseClientData(email: string): Promise<number> {
  const payload: TClientDataRequest = { email };
  const body = await apiRequest<unknown>('/api/gdpr/clients/erase', { method: 'POST', body: payload });
  return parseResponse(ZEraseClientResponse, body).erased;
}

export function useEraseClientDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClientData,
    // The customer leaves the list and their bookings now read « Client anonymisé »: let the server recount.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RETENTION_PREVIEW_QUERY_KEY });
    },
  });
}
