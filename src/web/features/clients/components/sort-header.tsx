import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TClientSort, TSortDirection } from '../../../../shared/schemas/clients';

export type TClientsSorting = { sort: TClientSort; dir: TSortDirection };

type SortHeaderProps = {
  column: TClientSort;
  label: string;
  sorting: TClientsSorting;
  onSort: (column: TClientSort) => void;
  align?: 'left' | 'right';
};

/** A column header that sorts the list: a real button, its state read out by aria-sort. */
export function SortHeader({ column, label, sorting, onSort, align = 'left' }: SortHeaderProps) {
  const active = sorting.sort === column;
  const ariaSort = active ? (sorting.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !active ? ArrowUpDown : sorting.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={`px-4 py-2 ${align === 'right' ? 'text-right' : ''}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 uppercase hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500 ${active ? 'text-slate-900' : ''}`}
      >
        {label}
        <Icon className={`size-3.5 ${active ? '' : 'text-slate-400'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
