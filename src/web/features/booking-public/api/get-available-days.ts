import { useQuery } from '@tanstack/react-query';
import { ZAvailableDaysResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

/** GET /api/public/providers/{id}/days?serviceId&month=AAAA-MM: the dates of the month with a free slot. */
export async function fetchAvailableDays(
  providerId: string,
  serviceId: string,
  month: string,
): Promise<ReadonlySet<string>> {
  const query = new URLSearchParams({ serviceId, month });
  const body = await apiRequest<unknown>(
    `/api/public/providers/${encodeURIComponent(providerId)}/days?${query.toString()}`,
  );
  const { days } = parseResponse(ZAvailableDaysResponse, body);
  return new Set(days.filter((day) => day.available).map((day) => day.date));
}

export function useAvailableDaysQuery(providerId: string, serviceId: string, month: string) {
  return useQuery({
    queryKey: bookingKeys.days(providerId, serviceId, month),
    queryFn: () => fetchAvailableDays(providerId, serviceId, month),
    // Someone else may book at any moment: the live events refresh it, this covers a lost socket.
    staleTime: 15_000,
  });
}
