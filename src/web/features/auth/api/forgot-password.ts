import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** POST /api/auth/forgot-password: always the same neutral answer, whether an account exists or not. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiRequest<unknown>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
