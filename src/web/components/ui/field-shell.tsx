import { type ReactNode, useId } from 'react';

export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';

export function inputBorder(invalid: boolean): string {
  return invalid ? 'border-red-500' : 'border-slate-300';
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

/** What a field's control receives: its id, validity, description and look. */
export type TControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

export type TFieldShellProps = {
  label: ReactNode;
  /** Shown under the control, announced with it, and marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  /**
   * Announce the error when it appears (a polite live region that is always in the page, so screen
   * readers hear it): for a field whose error shows on blur, once the person has moved on.
   */
  liveError?: boolean;
  id?: string;
  className?: string;
  children: (control: TControlProps) => ReactNode;
};

/** The label, hint and error around any form control, wired through aria-describedby. */
export function FieldShell({ label, error, hint, liveError, id, className, children }: TFieldShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `${inputClasses} ${inputBorder(Boolean(error))}`,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {liveError ? (
        <div aria-live="polite">
          <FieldError id={errorId} message={error} />
        </div>
      ) : (
        <FieldError id={errorId} message={error} />
      )}
    </div>
  );
}
