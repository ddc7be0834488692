import { useMutation } from '@tanstack/react-query';
import type { TChangePassword } from '../../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/**
 * POST /api/auth/change-password: the server's confirmation. A wrong current password is a 401 of
 * its own (field 'currentPassword'), not an ended session: the global 401 handling stays out.
 */
export async function changePassword(input: TChangePassword): Promise<string> {
  const payload: TChangePassword = { currentPassword: input.currentPassword, newPassword: input.newPassword };
  const body = await apiRequest<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: payload,
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
