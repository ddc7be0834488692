import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import type { TDeleteAccount } from '../../../../shared/schemas/gdpr';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/**
 * DELETE /api/account {password}: the server's message once the account is gone. A wrong password
 * is a 401 of its own (field 'password'), not an ended session: the global 401 handling stays out.
 */
export async function deleteAccount(password: string): Promise<string> {
  const payload: TDeleteAccount = { password };
  const body = await apiRequest<unknown>('/api/account', {
    method: 'DELETE',
    body: payload,
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
