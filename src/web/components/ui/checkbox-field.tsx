import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldError } from './field-shell';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** May hold links (terms); they stay clickable without toggling the box. */
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox (keyboard and forms work as-is) with its label and error. */
export function CheckboxField({ label, error, id, className, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          {...props}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        <label htmlFor={inputId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
