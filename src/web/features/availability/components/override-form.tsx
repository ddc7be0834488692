import { type FormEvent, useState } from 'react';
import { formatDateKey } from '../../../../shared/french-format';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError, type TApiErrorInfo } from '../../../lib/parse-api-error';
import { useCreateOverrideMutation } from '../api/create-override';
import { useCreateOverrideRangeMutation } from '../api/create-override-range';
import { useDeleteOverridesMutation } from '../api/delete-override';
import type { TOverrideGroup } from '../utils/override-groups';
import { type TRange, type TRangeErrors, validateRanges } from '../utils/time-ranges';
import { RangeRows } from './range-rows';

type TMode = 'closed' | 'special';
type TFormErrors = { date?: string; to?: string; note?: string; ranges?: TRangeErrors };

function validate(date: string, to: string, mode: TMode, ranges: TRange[], today: string): TFormErrors {
  const errors: TFormErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = 'Choisissez une date';
  else if (date < today) errors.date = 'Cette date est déjà passée';
  if (to && !/^\d{4}-\d{2}-\d{2}$/.test(to)) errors.to = 'Choisissez une date';
  else if (to && date && to < date) errors.to = 'La date de fin doit suivre la date de début';
  if (mode === 'special') {
    const rangeErrors = validateRanges(ranges);
    if (Object.keys(rangeErrors).length > 0) errors.ranges = rangeErrors;
  }
  return errors;
}

/** A server error (`date`, `from`, `to`, `note`, `ranges.0.end`) shown beside its field. */
function fromServer({ field, message }: TApiErrorInfo): TFormErrors | null {
  if (field === 'date' || field === 'from') return { date: message };
  if (field === 'to' || field === 'note') return { [field]: message };
  const match = /^ranges\.(\d+)\.(start|end)$/.exec(field ?? '');
  return match ? { ranges: { [`${match[1]}.${match[2]}`]: message } } : null;
}

type OverrideFormProps = {
  today: string;
  existing: readonly TOverride[];
  /** The exception (one day or a period) being changed; absent for a new one. */
  editing?: TOverrideGroup;
  onDone: () => void;
};

/** Add or change an exception: a closed day or special hours, on one date or every day of a period. */
export function OverrideForm({ today, existing, editing, onDone }: OverrideFormProps) {
  const [date, setDate] = useState(editing?.from ?? '');
  const [to, setTo] = useState(editing && editing.to !== editing.from ? editing.to : '');
  const [mode, setMode] = useState<TMode>(editing && editing.ranges.length > 0 ? 'special' : 'closed');
  const [ranges, setRanges] = useState<TRange[]>(
    editing?.ranges.length ? editing.ranges : [{ start: '09:00', end: '12:00' }],
  );
  const [note, setNote] = useState(editing?.note ?? '');
  const [errors, setErrors] = useState<TFormErrors>({});
  const one = useCreateOverrideMutation();
  const period = useCreateOverrideRangeMutation();
  const prune = useDeleteOverridesMutation();
  const pending = one.isPending || period.isPending || prune.isPending;
  const failed = one.error ?? period.error ?? prune.error;
  const last = to && to > date ? to : date;
  const mine = new Set(editing?.overrides.map((o) => o.id));
  const replaced = existing.filter((o) => !mine.has(o.id) && o.date >= date && o.date <= last);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(date, to, mode, ranges, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const chosen = { ranges: mode === 'closed' ? [] : ranges, note: note.trim() };
    // Days of the period being changed that the new dates no longer cover go back to the weekly hours.
    const dropped = (editing?.overrides ?? []).filter((o) => o.date < date || o.date > last).map((o) => o.id);
    const finish = () => (dropped.length > 0 ? prune.mutate(dropped, { onSuccess: onDone }) : onDone());
    const onError = (error: Error) => setErrors(fromServer(parseApiError(error)) ?? {});
    if (last === date) one.mutate({ date, ...chosen }, { onSuccess: finish, onError });
    else period.mutate({ from: date, to: last, ...chosen }, { onSuccess: finish, onError });
  };
  const unmapped = failed !== null && !fromServer(parseApiError(failed));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {unmapped && <ErrorNotice error={failed} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={to ? 'Du' : 'Date'}
          type="date"
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
        />
        <TextField
          label="Jusqu’au (facultatif)"
          type="date"
          min={date || today}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={errors.to}
          hint="Pour des congés : chaque jour de la période, fin comprise."
        />
      </div>
      {replaced.length > 0 && (
        <p className="text-sm text-amber-800">
          {replaced.length === 1
            ? `Une exception existe déjà le ${formatDateKey(replaced[0]?.date ?? date, 'full')} : elle sera remplacée.`
            : `${replaced.length} exceptions existent déjà sur ces dates : elles seront remplacées.`}
        </p>
      )}
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">
          {last === date ? 'Ce jour-là' : 'Ces jours-là'}
        </legend>
        <div className="mt-2 space-y-2">
          {(
            [
              ['closed', 'Fermé toute la journée'],
              ['special', 'Horaires particuliers'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2.5 text-sm text-slate-700">
              <input
                type="radio"
                name="override-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'special' && (
        <RangeRows
          context={last === date ? 'ce jour-là' : 'ces jours-là'}
          ranges={ranges}
          errors={errors.ranges}
          minRanges={1}
          onChange={setRanges}
        />
      )}
      <TextField
        label="Note (facultatif)"
        maxLength={200}
        placeholder="Jour férié, congés, formation…"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ActionButton variant="secondary" onClick={onDone} disabled={pending}>
          Annuler
        </ActionButton>
        <ActionButton type="submit" loading={pending}>
          {editing ? 'Enregistrer' : 'Ajouter l’exception'}
        </ActionButton>
      </div>
    </form>
  );
}
