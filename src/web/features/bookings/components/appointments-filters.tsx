import { Search } from 'lucide-react';
import { BOOKINGS_SEARCH_MAX } from '../../../../shared/schemas/booking-queries';
import { TextField } from '../../../components/ui/text-field';
import type { TListFilter } from '../utils/booking-list-filters';
import { ListFilterTabs } from './list-filter-tabs';

type AppointmentsFiltersProps = {
  filter: TListFilter;
  onFilter: (filter: TListFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  range: { from: string; to: string };
  onRange: (range: { from: string; to: string }) => void;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** « Rechercher un client », « Du » / « Au » and the status tabs: what the list and its export select. */
export function AppointmentsFilters({
  filter,
  onFilter,
  search,
  onSearch,
  range,
  onRange,
}: AppointmentsFiltersProps) {
  // A cleared or half-typed date keeps the last full one.
  const setDay = (key: 'from' | 'to') => (value: string) => {
    if (ISO_DAY.test(value)) onRange({ ...range, [key]: value });
  };
  return (
    <div className="mb-5 space-y-4">
      <ListFilterTabs value={filter} onChange={onFilter} />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <div className="relative">
          <TextField
            label="Rechercher un client"
            type="search"
            value={search}
            maxLength={BOOKINGS_SEARCH_MAX}
            autoComplete="off"
            hint="Nom, e-mail ou téléphone"
            onChange={(e) => onSearch(e.target.value)}
          />
          <Search
            className="pointer-events-none absolute top-10 right-3 size-4 text-slate-400"
            aria-hidden="true"
          />
        </div>
        {/* Uncontrolled while typing (a half-typed date is not a period); a new tab sets them afresh. */}
        <TextField
          key={`${filter}-from`}
          label="Du"
          type="date"
          defaultValue={range.from}
          max={range.to}
          onChange={(e) => setDay('from')(e.target.value)}
        />
        <TextField
          key={`${filter}-to`}
          label="Au"
          type="date"
          defaultValue={range.to}
          min={range.from}
          onChange={(e) => setDay('to')(e.target.value)}
        />
      </div>
    </div>
  );
}
