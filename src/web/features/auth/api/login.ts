import { useMutation } from '@tanstack/react-query';
import { type TSessionResponse, ZSessionResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export type TLoginInput = { email: string; password: string; rememberMe: boolean };

/** POST /api/auth/login (SPEC §7). Its 401 is a wrong password, not an expired session: no global listener. */
export async function login(input: TLoginInput): Promise<TSessionResponse> {
  const body = await apiRequest<unknown>('/api/auth/login', { method: 'POST', body: input, silent401: true });
  return parseResponse(ZSessionResponse, body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
