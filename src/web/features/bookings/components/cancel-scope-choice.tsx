import type { TCancelScope } from '../../../../shared/schemas/service-options';

export type TSeriesScope = Extract<TCancelScope, 'one' | 'following' | 'series'>;

const CHOICES: ReadonlyArray<{ scope: TSeriesScope; label: string }> = [
  { scope: 'one', label: 'Ce rendez-vous seulement' },
  { scope: 'following', label: 'Celui-ci et les suivants' },
  { scope: 'series', label: 'Toute la série' },
];

type CancelScopeChoiceProps = {
  value: TSeriesScope;
  onChange: (scope: TSeriesScope) => void;
  disabled?: boolean;
};

/** A booking of a series: cancel it alone, with the following ones, or the whole series. */
export function CancelScopeChoice({ value, onChange, disabled = false }: CancelScopeChoiceProps) {
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Ce rendez-vous fait partie d’une série
      </legend>
      {CHOICES.map(({ scope, label }) => (
        <label
          key={scope}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name="cancel-scope"
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
            className="size-4 accent-brand-600"
          />
          <span className="text-slate-900">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
