import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

const dangerClasses =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold ' +
  'text-white shadow-sm transition-colors hover:bg-red-700 focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-red-500 disabled:cursor-not-allowed disabled:opacity-60';

type DangerButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean };

/** The button that confirms a destructive action (red, spinner while it runs, never a silent submit). */
export function DangerButton({
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: DangerButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={dangerClasses}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
