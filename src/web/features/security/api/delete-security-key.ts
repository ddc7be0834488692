import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SECURITY_KEYS_QUERY_KEY } from './get-security-keys';

/** DELETE /api/webauthn/credentials/{id}: the password keeps working. */
export async function deleteSecurityKey(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/webauthn/credentials/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSecurityKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSecurityKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEYS_QUERY_KEY }),
  });
}
