import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError, inputBorder, inputClasses } from './text-field';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Shown under the textarea, announced with it, and marks it invalid. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** The multi-line sibling of TextField: label, hint and error wired through aria-describedby. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = `${textareaId}-hint`;
  const errorId = `${textareaId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...props}
        id={textareaId}
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
