import { useQuery } from '@tanstack/react-query';
import { ZHolidaysResponse } from '../../../../shared/schemas/provider-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const HOLIDAYS_QUERY_KEY = ['provider', 'availability', 'holidays'] as const;

/** GET /api/availability/holidays?year: the year's public holidays, with the exception on each if any. */
export async function fetchHolidays(year: number) {
  const body = await apiRequest<unknown>(`/api/availability/holidays?year=${year}`);
  return parseResponse(ZHolidaysResponse, body).holidays;
}

export function useHolidaysQuery(year: number) {
  return useQuery({ queryKey: [...HOLIDAYS_QUERY_KEY, year], queryFn: () => fetchHolidays(year) });
}
