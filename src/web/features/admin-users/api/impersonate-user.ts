import { useMutation } from '@tanstack/react-query';
import { type TSessionResponse, ZSessionResponse } from '../../../../shared/schemas/auth';
import type { TImpersonate } from '../../../../shared/schemas/impersonation';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** POST /api/admin/users/{id}/impersonate {reason}: the token of a 30-minute session as that user. */
export async function impersonateUser(input: { userId: string } & TImpersonate): Promise<TSessionResponse> {
  const payload: TImpersonate = { reason: input.reason };
  const body = await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(input.userId)}/impersonate`, {
    method: 'POST',
    body: payload,
  });
  return parseResponse(ZSessionResponse, body);
}

export function useImpersonateUserMutation() {
  return useMutation({ mutationFn: impersonateUser });
}
