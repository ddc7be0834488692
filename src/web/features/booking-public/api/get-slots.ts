import { useQuery } from '@tanstack/react-query';
import type { TSlot } from '../../../../shared/schemas/booking';
import { ZSlotsResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { dayBoundsUtc } from '../utils/calendar-dates';
import { bookingKeys } from './query-keys';

/** GET /api/public/providers/{id}/slots?serviceId&from&to for one day of the provider (bounds in UTC). */
export async function fetchDaySlots(
  providerId: string,
  serviceId: string,
  date: string,
  timeZone: string,
): Promise<TSlot[]> {
  const { from, to } = dayBoundsUtc(date, timeZone);
  const query = new URLSearchParams({ serviceId, from, to });
  const body = await apiRequest<unknown>(
    `/api/public/providers/${encodeURIComponent(providerId)}/slots?${query.toString()}`,
  );
  return parseResponse(ZSlotsResponse, body).slots;
}

export function useDaySlotsQuery(providerId: string, serviceId: string, date: string, timeZone: string) {
  return useQuery({
    queryKey: bookingKeys.slots(providerId, serviceId, date),
    queryFn: () => fetchDaySlots(providerId, serviceId, date, timeZone),
    staleTime: 15_000,
  });
}
