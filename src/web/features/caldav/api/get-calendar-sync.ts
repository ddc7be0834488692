import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { type TCalendarSync, ZCalendarSync } from './calendar-sync-schemas';
import { CALENDAR_SYNC_QUERY_KEY } from './query-keys';

/** GET /api/calendar-sync: the connected accounts with their calendars, and the changes to decide on. */
export async function fetchCalendarSync(): Promise<TCalendarSync> {
  return parseResponse(ZCalendarSync, await apiRequest<unknown>('/api/calendar-sync'));
}

export function useCalendarSyncQuery() {
  return useQuery({ queryKey: CALENDAR_SYNC_QUERY_KEY, queryFn: fetchCalendarSync });
}
