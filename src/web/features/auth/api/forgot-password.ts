import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const ZForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/auth/forgot-password: always the same neutral answer, whether an account exists or not. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiRequest<unknown>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    silent401: true,
  });
  return parseResponse(ZForgotPasswordResponse, body).message;
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
