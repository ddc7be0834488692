import { useMutation } from '@tanstack/react-query';
import { type TJoinWaitlistResponse, ZJoinWaitlistResponse } from '../../../../shared/schemas/waitlist';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** POST /api/public/bookings/{bookingId}/waitlist {token}: the manage page's « plus tôt » alert; 409 when refused. */
export async function askEarlierSlot(bookingId: string, token: string): Promise<TJoinWaitlistResponse> {
  const body = await apiRequest<unknown>(`/api/public/bookings/${encodeURIComponent(bookingId)}/waitlist`, {
    method: 'POST',
    body: { token },
  });
  return parseResponse(ZJoinWaitlistResponse, body);
}

export function useEarlierSlotMutation(bookingId: string) {
  return useMutation({ mutationFn: (token: string) => askEarlierSlot(bookingId, token) });
}
