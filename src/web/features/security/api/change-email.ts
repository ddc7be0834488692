import { useMutation } from '@tanstack/react-query';
import type { TChangeEmail } from '../../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/**
 * POST /api/auth/change-email: the same confirmation whether the address is free or not. A wrong
 * password is a 401 of its own (field 'password'), not an ended session: the global 401 handling stays out.
 */
export async function changeEmail(input: TChangeEmail): Promise<string> {
  const payload: TChangeEmail = { password: input.password, newEmail: input.newEmail };
  const body = await apiRequest<unknown>('/api/auth/change-email', {
    method: 'POST',
    body: payload,
    silent401: true,
  });
  return parseResponse(ZMessageResponse, body).message;
}

export function useChangeEmailMutation() {
  return useMutation({ mutationFn: changeEmail });
}
