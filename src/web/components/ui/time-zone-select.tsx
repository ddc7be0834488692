import type { Ref, SelectHTMLAttributes } from 'react';
import { timeZoneOptions } from '../../lib/time-zones';
import { SelectField } from './select-field';

type TimeZoneSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  /** The zone the select currently holds, so that it is always among the options. */
  current: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function TimeZoneSelect({ current, error, hint, ...props }: TimeZoneSelectProps) {
  return (
    <SelectField label="Fuseau horaire" error={error} hint={hint} {...props}>
      {timeZoneOptions(current).map(({ id, label }) => (
        <option key={id} value={id}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
