import { type FormEvent, useState } from 'react';
import { formatDateKey } from '../../../../shared/french-format';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError, type TApiErrorInfo } from '../../../lib/parse-api-error';
import { useCreateOverrideMutation } from '../api/create-override';
import { type TRange, type TRangeErrors, validateRanges } from '../utils/time-ranges';
import { RangeRows } from './range-rows';

type TMode = 'closed' | 'special';
type TFormErrors = { date?: string; note?: string; ranges?: TRangeErrors };

function validate(date: string, mode: TMode, ranges: TRange[], today: string): TFormErrors {
  const errors: TFormErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = 'Choisissez une date';
  else if (date < today) errors.date = 'Cette date est déjà passée';
  if (mode === 'special') {
    const rangeErrors = validateRanges(ranges);
    if (Object.keys(rangeErrors).length > 0) errors.ranges = rangeErrors;
  }
  return errors;
}

/** A server error (`date`, `note`, `ranges.0.end`) shown beside its field. */
function fromServer({ field, message }: TApiErrorInfo): TFormErrors | null {
  if (field === 'date' || field === 'note') return { [field]: message };
  const match = /^ranges\.(\d+)\.(start|end)$/.exec(field ?? '');
  return match ? { ranges: { [`${match[1]}.${match[2]}`]: message } } : null;
}

type OverrideFormProps = { today: string; existing: readonly TOverride[]; onDone: () => void };

/** Add an exception: a closed day or special hours on one date, with a note. */
export function OverrideForm({ today, existing, onDone }: OverrideFormProps) {
  const [date, setDate] = useState('');
  const [mode, setMode] = useState<TMode>('closed');
  const [ranges, setRanges] = useState<TRange[]>([{ start: '09:00', end: '12:00' }]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<TFormErrors>({});
  const mutation = useCreateOverrideMutation();
  const replaces = existing.some((o) => o.date === date);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(date, mode, ranges, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      { date, ranges: mode === 'closed' ? [] : ranges, note: note.trim() },
      {
        onSuccess: onDone,
        onError: (error) => setErrors(fromServer(parseApiError(error)) ?? {}),
      },
    );
  };
  const unmapped = mutation.isError && !fromServer(parseApiError(mutation.error));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {unmapped && <ErrorNotice error={mutation.error} />}
      <TextField
        label="Date"
        type="date"
        min={today}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errors.date}
        hint={
          replaces
            ? `Une exception existe déjà le ${formatDateKey(date, 'full')} : elle sera remplacée.`
            : undefined
        }
      />
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Ce jour-là</legend>
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
          context="ce jour-là"
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
        <ActionButton variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          Annuler
        </ActionButton>
        <ActionButton type="submit" loading={mutation.isPending}>
          Ajouter l’exception
        </ActionButton>
      </div>
    </form>
  );
}
