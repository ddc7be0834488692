import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ZBookingsResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { BOOKING_PAGES_KEY } from '../../../lib/provider-data/query-keys';
import { listSearch, type TBookingsListParams } from '../utils/booking-list-filters';

/** One « Charger plus » at a time: a page a phone scrolls through without waiting. */
export const BOOKINGS_PAGE_SIZE = 50;

type TBookingsPage = { bookings: TBooking[]; nextCursor: string | null };

/** GET /api/bookings?from&to&status&q&limit&cursor: one page, by start time. */
export async function fetchBookingsPage(
  params: TBookingsListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TBookingsPage> {
  const search = listSearch(params);
  search.set('limit', String(BOOKINGS_PAGE_SIZE));
  if (cursor) search.set('cursor', cursor);
  const body = await apiRequest<unknown>(`/api/bookings?${search.toString()}`, { signal });
  const page = parseResponse(ZBookingsResponse, body);
  return { bookings: page.bookings, nextCursor: page.nextCursor ?? null };
}

/** The appointments list (issue 37): pages joined in order; the last filters stay shown while new ones load. */
export function useBookingsPagesQuery(params: TBookingsListParams) {
  return useInfiniteQuery({
    queryKey: [...BOOKING_PAGES_KEY, params] as const,
    queryFn: ({ pageParam, signal }) => fetchBookingsPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
