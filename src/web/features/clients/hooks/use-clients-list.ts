import { useState } from 'react';
import {
  DEFAULT_SORT_DIRECTION,
  type TClientSort,
  type TSortDirection,
} from '../../../../shared/schemas/clients';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClientsQuery } from '../api/list-clients';

const SEARCH_DELAY_MS = 300;

/**
 * The list's search, sort and page, and the page of clients they select. A new search or sort
 * starts again from page 1; the active column clicked again reverses its direction.
 */
export function useClientsList() {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<{ sort: TClientSort; dir: TSortDirection }>({
    sort: 'name',
    dir: 'asc',
  });
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const [searched, setSearched] = useState(q);
  if (searched !== q) {
    setSearched(q);
    setPage(1);
  }
  const query = useClientsQuery({ q, ...sorting, page });

  const sortBy = (column: TClientSort) => {
    setSorting((current) => ({
      sort: column,
      dir:
        current.sort === column ? (current.dir === 'asc' ? 'desc' : 'asc') : DEFAULT_SORT_DIRECTION[column],
    }));
    setPage(1);
  };

  const sortAs = (next: { sort: TClientSort; dir: TSortDirection }) => {
    setSorting(next);
    setPage(1);
  };

  return { search, setSearch, q, sorting, sortBy, sortAs, page, setPage, query };
}
