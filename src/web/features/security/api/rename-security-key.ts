import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSecurityKey } from '../../../../shared/schemas/webauthn';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SECURITY_KEYS_QUERY_KEY } from './get-security-keys';

const ZRenamedResponse = z.object({ credential: ZSecurityKey });

/** PATCH /api/webauthn/credentials/{id} {name}. */
export async function renameSecurityKey({ id, name }: { id: string; name: string }) {
  const body = await apiRequest<unknown>(`/api/webauthn/credentials/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
  });
  return parseResponse(ZRenamedResponse, body).credential;
}

export function useRenameSecurityKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSecurityKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEYS_QUERY_KEY }),
  });
}
