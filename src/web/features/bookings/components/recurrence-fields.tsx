import type { UseFormReturn } from 'react-hook-form';
import { MAX_SERIES, RECURRENCE_LABELS } from '../../../../shared/schemas/service-options';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TManualBookingFormInput, TManualBookingFormOutput } from '../utils/manual-booking-schema';

type TForm = UseFormReturn<TManualBookingFormInput, unknown, TManualBookingFormOutput>;

/** « Répéter » and, for a series, how many appointments: all at the same time of day. */
export function RecurrenceFields({ form }: { form: TForm }) {
  const { errors } = form.formState;
  const repeat = form.watch('repeat');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField label="Répéter" error={errors.repeat?.message} {...form.register('repeat')}>
        <option value="none">Ne pas répéter</option>
        {Object.entries(RECURRENCE_LABELS).map(([frequency, label]) => (
          <option key={frequency} value={frequency}>
            {label}
          </option>
        ))}
      </SelectField>
      {repeat !== 'none' && (
        <TextField
          label="Nombre de rendez-vous"
          type="number"
          inputMode="numeric"
          min={2}
          max={MAX_SERIES}
          step={1}
          hint={`De 2 à ${MAX_SERIES}, à la même heure, celui-ci compris.`}
          error={errors.count?.message}
          {...form.register('count', { valueAsNumber: true })}
        />
      )}
    </div>
  );
}
