import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

/** A native <select> (the phone's own picker on mobile) with its label, hint and error. */
export function SelectField({ label, error, hint, id, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...props} {...control} className={`mt-1.5 ${control.className}`}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
