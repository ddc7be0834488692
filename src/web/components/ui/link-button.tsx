import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type TButtonSize, type TButtonVariant } from './button-styles';

type LinkButtonProps = LinkProps & { variant?: TButtonVariant; size?: TButtonSize };

/** A navigation that looks like a button: a real link, so it opens in a new tab and reads as a link. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  const classes = buttonClasses(variant, size);
  return <Link {...props} className={className ? `${classes} ${className}` : classes} />;
}
