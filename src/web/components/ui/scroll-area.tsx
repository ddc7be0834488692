import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll on a phone: a named region that takes the keyboard focus, so
 * the arrow keys scroll it (WCAG 2.1.1; axe « scrollable-region-focusable »).
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </section>
  );
}
