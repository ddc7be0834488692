import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** POST /api/auth/resend-verification: the answer is the same whether the address exists or not. */
export async function resendVerification(email: string): Promise<string> {
  const body = await apiRequest<unknown>('/api/auth/resend-verification', {
    method: 'POST',
    body: { email },
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
