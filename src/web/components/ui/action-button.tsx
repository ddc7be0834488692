import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses, type TButtonSize, type TButtonVariant } from './button-styles';
import { Spinner } from './spinner';

type ActionButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner and blocks a second click while the action runs. */
  loading?: boolean;
  fullWidth?: boolean;
};

/** A real <button> in the shared button style; `type` defaults to "button" so it never submits by surprise. */
export function ActionButton({
  variant,
  size,
  loading = false,
  fullWidth = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ActionButtonProps) {
  const classes = [buttonClasses(variant, size), fullWidth ? 'w-full' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...props}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
