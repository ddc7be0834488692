import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { type TRegister, ZRegisterResponse, ZUser } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** SPEC §3 lets the answer carry a token; it is used only when the address is already verified. */
const ZRegisterResult = ZRegisterResponse.extend({ token: z.string().optional(), user: ZUser.optional() });
export type TRegisterResult = z.infer<typeof ZRegisterResult>;

/** POST /api/auth/register. */
export async function register(input: TRegister): Promise<TRegisterResult> {
  const body = await apiRequest<unknown>('/api/auth/register', {
    method: 'POST',
    body: input,
    silent401: true,
  });
  return parseResponse(ZRegisterResult, body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
