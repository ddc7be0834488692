import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { inputBorder, inputClasses } from '../../../components/ui/field-shell';
import {
  MAX_REMINDERS,
  offsetLabel,
  REMINDER_UNITS,
  rowMinutes,
  type TReminderRow,
} from '../utils/reminder-offsets';
import type { TEditedSettings, TSettingsFormValues } from '../utils/settings-form-schema';

type TForm = UseFormReturn<TSettingsFormValues, unknown, TEditedSettings>;

/** A new row offers the next useful reminder: 1 day, else 2 hours, else 1 hour. */
function nextRow(rows: readonly TReminderRow[]): TReminderRow {
  const used = new Set(rows.map(rowMinutes));
  if (!used.has(1440)) return { amount: '1', unit: 'days' };
  if (!used.has(120)) return { amount: '2', unit: 'hours' };
  return { amount: '1', unit: 'hours' };
}

/** The reminder e-mails sent to clients before their appointment: 0 to 10, each an amount and a unit. */
export function RemindersEditor({ form }: { form: TForm }) {
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'reminders' });
  const rows = useWatch({ control: form.control, name: 'reminders' }) ?? [];
  const errors = form.formState.errors.reminders;

  return (
    <div className="space-y-3">
      {fields.length === 0 && (
        <p className="text-sm text-slate-600">Aucun rappel : vos clients ne reçoivent que la confirmation.</p>
      )}
      {fields.map((field, index) => {
        const number = index + 1;
        const error = errors?.[index]?.amount?.message;
        const errorId = `${baseId}-${index}-error`;
        const minutes = rows[index] ? rowMinutes(rows[index]) : undefined;
        return (
          <div key={field.id}>
            <div className="flex flex-wrap items-center gap-2">
              <input
                aria-label={`Rappel ${number} : durée`}
                inputMode="numeric"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`${inputClasses} ${inputBorder(Boolean(error))} w-20!`}
                {...form.register(`reminders.${index}.amount`)}
              />
              <select
                aria-label={`Rappel ${number} : unité`}
                className={`${inputClasses} ${inputBorder(false)} w-32!`}
                {...form.register(`reminders.${index}.unit`)}
              >
                {REMINDER_UNITS.map((unit) => (
                  <option key={unit.value} value={unit.value}>
                    {unit.many}
                  </option>
                ))}
              </select>
              <span className="text-sm text-slate-700">avant le rendez-vous</span>
              {!error && minutes !== undefined && minutes > 0 && (
                <span className="text-xs text-slate-500">({offsetLabel(minutes)})</span>
              )}
              <button
                type="button"
                aria-label={`Supprimer le rappel ${number}`}
                onClick={() => remove(index)}
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
            {error && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {fields.length < MAX_REMINDERS ? (
        <button
          type="button"
          onClick={() => append(nextRow(rows))}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Plus className="size-4" aria-hidden="true" />
          Ajouter un rappel
        </button>
      ) : (
        <p className="text-xs text-slate-500">{MAX_REMINDERS} rappels au plus.</p>
      )}
    </div>
  );
}
