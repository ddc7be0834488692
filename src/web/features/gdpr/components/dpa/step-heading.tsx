import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading. When the modal moves to another step the previous content disappears, so focus
 * goes here: keyboard and screen-reader users continue from the top of the new step.
 */
export function StepHeading({ children, autoFocus = true }: { children: ReactNode; autoFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
      {children}
    </h3>
  );
}
