import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell } from './field-shell';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the input, announced with it, and marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...props} {...control} className={`mt-1.5 ${control.className}`} />}
    </FieldShell>
  );
}
