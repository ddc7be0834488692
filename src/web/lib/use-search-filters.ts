import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address (`?status=suspended&page=2`): coming back from an
 * account's page, or sharing the link, shows the same list. Changing a filter goes back to page 1.
 */
export function useSearchFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setFilter = useCallback(
    (key: K, value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { filters, page, setFilter, setPage };
}
