import type { InputHTMLAttributes, Ref } from 'react';
import { inputBorder } from './field-shell';

type TimeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Read by screen readers (« Lundi, début de la plage 1 »): rows of times show no visible label. */
  label: string;
  /** Marks the input invalid; the row shows the message and passes its id in aria-describedby. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A compact native time picker (HH:MM, 5-minute steps) for rows of opening hours. */
export function TimeInput({ label, invalid = false, className = '', ...props }: TimeInputProps) {
  return (
    <input
      step={300}
      {...props}
      type="time"
      aria-label={label}
      aria-invalid={invalid || undefined}
      className={`block w-[7.25rem] rounded-lg border bg-white px-2.5 py-2 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-brand-500 sm:text-sm ${inputBorder(invalid)} ${className}`}
    />
  );
}
