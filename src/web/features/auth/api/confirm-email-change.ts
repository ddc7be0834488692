import { useMutation } from '@tanstack/react-query';
import type { TConfirmEmailChange } from '../../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** POST /api/auth/confirm-email-change {token}: single use; every open session of the account is revoked. */
export async function confirmEmailChange(input: TConfirmEmailChange): Promise<string> {
  const body = await apiRequest<unknown>('/api/auth/confirm-email-change', {
    method: 'POST',
    body: { token: input.token },
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

export function useConfirmEmailChangeMutation() {
  return useMutation({ mutationFn: confirmEmailChange });
}
