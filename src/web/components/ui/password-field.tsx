import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { FieldShell } from './field-shell';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Announce the error as it appears (FieldShell). */
  liveError?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle (a pressed-state button, so its label never changes). */
export function PasswordField({
  label,
  error,
  hint,
  liveError,
  id,
  className,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint} liveError={liveError} id={id} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <input
            {...props}
            {...control}
            type={visible ? 'text' : 'password'}
            className={`${control.className} pr-11`}
          />
          <button
            type="button"
            aria-label="Afficher le mot de passe"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
