/**
 * A row of toggle buttons of which one is pressed (« Mois / Semaine / Jour », « À venir /
 * Passés / Annulés »), grouped under a legend read by screen readers.
 */
export function ToggleGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  className = '',
}: {
  legend: string;
  options: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (id: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={`inline-flex rounded-lg border border-slate-300 bg-white p-0.5 ${className}`}>
      <legend className="sr-only">{legend}</legend>
      {options.map(({ id, label }) => (
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
