import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import type { TRangeErrors } from '../utils/time-ranges';
import { DEFAULT_DAY_RANGE, type TDay } from '../utils/week-model';
import { RangeRows } from './range-rows';

type DayRowProps = {
  label: string;
  day: TDay;
  errors: TRangeErrors | undefined;
  onChange: (day: TDay) => void;
};

/** One weekday: open or closed, and its ranges when open. */
export function DayRow({ label, day, errors, onChange }: DayRowProps) {
  const context = `le ${label.toLowerCase()}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:gap-6">
      <div className="flex w-44 shrink-0 items-center justify-between gap-3 sm:pt-2">
        <span className="font-medium text-slate-900">{label}</span>
        <ToggleSwitch
          srLabel={`Ouvert ${context}`}
          checked={day.open}
          onCheckedChange={(open) =>
            onChange({
              ...day,
              open,
              ranges: open && day.ranges.length === 0 ? [{ ...DEFAULT_DAY_RANGE }] : day.ranges,
            })
          }
        />
      </div>
      {day.open ? (
        <RangeRows
          context={context}
          ranges={day.ranges}
          errors={errors}
          // Removing the last range closes the day rather than leaving it open with no hours.
          onChange={(ranges) => onChange({ ...day, ranges, open: ranges.length > 0 })}
        />
      ) : (
        <p className="text-sm text-slate-500 sm:pt-2">Fermé</p>
      )}
    </li>
  );
}
