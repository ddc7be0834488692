import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { CALENDAR_SYNC_QUERY_KEY } from './query-keys';

const ZBusyTimes = z.object({
  busy: z.array(
    z.object({ start: z.string(), end: z.string(), allDay: z.boolean(), title: z.string().nullable() }),
  ),
});
/** A busy time read from the provider's own calendar; `title` only when they chose to show titles. */
export type TBusyTime = z.infer<typeof ZBusyTimes>['busy'][number];

/** GET /api/calendar-sync/busy?from&to (ISO instants, 62 days at most; the agenda shows 42 at most). */
export async function fetchBusyTimes(from: string, to: string): Promise<TBusyTime[]> {
  const query = new URLSearchParams({ from, to });
  return parseResponse(ZBusyTimes, await apiRequest<unknown>(`/api/calendar-sync/busy?${query}`)).busy;
}

/** The busy times of the agenda's visible window; none while they load or when the request fails. */
export function useBusyTimes(range: { from: string; to: string } | null): readonly TBusyTime[] {
  const query = useQuery({
    queryKey: [...CALENDAR_SYNC_QUERY_KEY, 'busy', range?.from, range?.to],
    queryFn: () => fetchBusyTimes(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
  return query.data ?? NO_BUSY_TIME;
}

const NO_BUSY_TIME: readonly TBusyTime[] = [];
