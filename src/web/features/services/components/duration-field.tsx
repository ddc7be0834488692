import type { UseFormReturn } from 'react-hook-form';
import { formatDuration } from '../../../../shared/french-format';
import { TextField } from '../../../components/ui/text-field';
import type { TServiceFormOutput, TServiceFormValues } from '../utils/service-form-schema';

const QUICK_DURATIONS = [15, 30, 45, 60, 90] as const;

/** Duration in minutes, with one-tap choices for the usual lengths. */
export function DurationField({
  form,
  error,
}: {
  form: UseFormReturn<TServiceFormValues, unknown, TServiceFormOutput>;
  error: string | undefined;
}) {
  const current = form.watch('durationMinutes');
  return (
    <div>
      <TextField
        label="Durée (minutes)"
        inputMode="numeric"
        error={error}
        {...form.register('durationMinutes')}
      />
      <fieldset className="mt-2 min-w-0">
        <legend className="sr-only">Durées courantes</legend>
        <div className="flex flex-wrap gap-2">
          {QUICK_DURATIONS.map((minutes) => {
            const selected = current.trim() === String(minutes);
            return (
              <button
                key={minutes}
                type="button"
                aria-pressed={selected}
                onClick={() =>
                  form.setValue('durationMinutes', String(minutes), {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
                className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400'
                }`}
              >
                {formatDuration(minutes)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
