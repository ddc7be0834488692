import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';

export function inputBorder(invalid: boolean): string {
  return invalid ? 'border-red-500' : 'border-slate-300';
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the input, announced with it, and marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error wired through aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 ${inputClasses} ${inputBorder(Boolean(error))}`}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}
