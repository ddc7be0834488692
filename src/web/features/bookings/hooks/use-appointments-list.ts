import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { nowIn, todayIn } from '../../../lib/zoned-time';
import { useBookingsPagesQuery } from '../api/list-bookings-page';
import { defaultRange, listParams, selectForFilter, type TListFilter } from '../utils/booking-list-filters';

const SEARCH_DELAY_MS = 300;

/**
 * The appointments list's filters and the pages they select: a status tab opens on its own period,
 * which « Du » / « Au » then move; the search waits for a pause in typing.
 */
export function useAppointmentsList(zone: string) {
  const today = todayIn(zone);
  const [filter, setFilter] = useState<TListFilter>('upcoming');
  const [range, setRange] = useState(() => defaultRange('upcoming', today));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const params = listParams({ filter, ...range, q }, zone);
  const query = useBookingsPagesQuery(params);

  const chooseFilter = (next: TListFilter) => {
    setFilter(next);
    setRange(defaultRange(next, today));
  };
  const loaded = query.data?.pages.flatMap((page) => page.bookings) ?? [];
  const bookings = selectForFilter(filter, loaded, nowIn(zone));
  return { today, filter, chooseFilter, range, setRange, search, setSearch, q, params, query, bookings };
}
