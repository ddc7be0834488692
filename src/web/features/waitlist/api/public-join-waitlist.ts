import { useMutation } from '@tanstack/react-query';
import {
  type TJoinWaitlist,
  type TJoinWaitlistResponse,
  ZJoinWaitlistResponse,
} from '../../../../shared/schemas/waitlist';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** POST /api/public/providers/{id}/waitlist → 201; 400 naming a field; 409 already there; 429. */
export async function joinWaitlist(providerId: string, input: TJoinWaitlist): Promise<TJoinWaitlistResponse> {
  const body = await apiRequest<unknown>(`/api/public/providers/${encodeURIComponent(providerId)}/waitlist`, {
    method: 'POST',
    body: input,
  });
  return parseResponse(ZJoinWaitlistResponse, body);
}

export function useJoinWaitlistMutation(providerId: string) {
  return useMutation({ mutationFn: (input: TJoinWaitlist) => joinWaitlist(providerId, input) });
}
