import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TClientDetails,
  type TClientNote,
  ZClientNoteResponse,
} from '../../../../shared/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { clientDetailKey } from './get-client';

/** PUT /api/clients/{key}/note {note}: the provider's own note; an empty one is deleted. */
export async function saveClientNote(key: string, note: string) {
  const payload: TClientNote = { note };
  const body = await apiRequest<unknown>(`/api/clients/${encodeURIComponent(key)}/note`, {
    method: 'PUT',
    body: payload,
  });
  const { success: _, ...saved } = parseResponse(ZClientNoteResponse, body);
  return saved;
}

export function useSaveClientNoteMutation(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => saveClientNote(key, note),
    onSuccess: (saved) =>
      queryClient.setQueryData<TClientDetails>(clientDetailKey(key), (client) =>
        client ? { ...client, ...saved } : client,
      ),
  });
}
