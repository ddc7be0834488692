import { useMutation } from '@tanstack/react-query';
import type { TResetPassword } from '../../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** POST /api/auth/reset-password {token, password}: single use; every open session is revoked. */
export async function resetPassword(input: TResetPassword): Promise<string> {
  const body = await apiRequest<unknown>('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
