import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Shown under the textarea, announced with it, and marks it invalid. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** The multi-line sibling of TextField. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...props} {...control} className={`mt-1.5 ${control.className}`} />}
    </FieldShell>
  );
}
