/** The calendar sync's cache: the list of accounts and, under it, the agenda's busy times. */
export const CALENDAR_SYNC_QUERY_KEY = ['provider', 'calendar-sync'] as const;
