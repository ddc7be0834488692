import { useQuery } from '@tanstack/react-query';
import type { TSlot } from '../../../../shared/schemas/booking';
import { ZSlotsResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { FREE_SLOTS_QUERY_KEY } from '../../../lib/provider-data/query-keys';

export type TFreeSlotsRequest = { providerId: string; serviceId: string; from: string; to: string };

/**
 * GET /api/public/providers/{providerId}/slots?serviceId&from&to: the times the booking page would
 * offer, shown as suggestions in the provider's forms (who may still pick any other time).
 */
export async function fetchFreeSlots({
  providerId,
  serviceId,
  from,
  to,
}: TFreeSlotsRequest): Promise<TSlot[]> {
  const params = new URLSearchParams({ serviceId, from, to });
  const body = await apiRequest<unknown>(`/api/public/providers/${providerId}/slots?${params.toString()}`);
  return parseResponse(ZSlotsResponse, body).slots;
}

export function useFreeSlotsQuery(request: TFreeSlotsRequest | null) {
  return useQuery({
    queryKey: [...FREE_SLOTS_QUERY_KEY, request],
    queryFn: () => fetchFreeSlots(request as TFreeSlotsRequest),
    enabled: request !== null,
  });
}
