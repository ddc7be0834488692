import { LIST_FILTERS, type TListFilter } from '../utils/booking-list-filters';

/** « À venir / Passés / Annulés »: toggle buttons, the pressed one being the list shown. */
export function ListFilterTabs({
  value,
  onChange,
}: {
  value: TListFilter;
  onChange: (filter: TListFilter) => void;
}) {
  return (
    <fieldset className="mb-5 inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">Afficher les rendez-vous</legend>
      {LIST_FILTERS.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${
            value === id ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
