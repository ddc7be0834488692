import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { TimeInput } from '../../../components/ui/time-input';
import { nextRange, type TRange, type TRangeErrors } from '../utils/time-ranges';

type RangeRowsProps = {
  /** « le lundi », « le 25 décembre »: completes the screen-reader names of the inputs and buttons. */
  context: string;
  ranges: readonly TRange[];
  errors: TRangeErrors | undefined;
  onChange: (ranges: TRange[]) => void;
  /** The last range cannot be removed below this count (a special-hours day keeps one). */
  minRanges?: number;
};

/** A day's opening ranges: each « début – fin » row, a break being the gap between two ranges. */
export function RangeRows({ context, ranges, errors, onChange, minRanges = 0 }: RangeRowsProps) {
  const baseId = useId();
  const update = (index: number, patch: Partial<TRange>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)));

  return (
    <div className="space-y-2">
      {ranges.map((range, index) => {
        const number = index + 1;
        const startError = errors?.[`${index}.start`];
        const endError = errors?.[`${index}.end`];
        const messages = [...new Set([startError, endError].filter(Boolean))];
        const errorId = `${baseId}-${index}-error`;
        const describedBy = messages.length > 0 ? errorId : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity; their order is the row order.
          <div key={index}>
            <div className="flex items-center gap-2">
              <TimeInput
                label={`Début de la plage ${number} ${context}`}
                value={range.start}
                invalid={Boolean(startError)}
                aria-describedby={describedBy}
                onChange={(event) => update(index, { start: event.target.value })}
              />
              <span aria-hidden="true" className="text-slate-500">
                –
              </span>
              <TimeInput
                label={`Fin de la plage ${number} ${context}`}
                value={range.end}
                invalid={Boolean(endError)}
                aria-describedby={describedBy}
                onChange={(event) => update(index, { end: event.target.value })}
              />
              {ranges.length > minRanges && (
                <button
                  type="button"
                  aria-label={`Supprimer la plage ${number} ${context}`}
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                  className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              )}
            </div>
            {messages.length > 0 && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {messages.join(' · ')}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="button"
        aria-label={`Ajouter une plage ${context}`}
        onClick={() => onChange([...ranges, nextRange(ranges)])}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Plus className="size-4" aria-hidden="true" />
        {ranges.length === 0 ? 'Ajouter une plage' : 'Ajouter une plage (après une pause)'}
      </button>
    </div>
  );
}
