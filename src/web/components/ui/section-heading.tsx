import type { ReactNode } from 'react';

type SectionHeadingProps = {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
};

export function SectionHeading({ id, eyebrow, title, children, tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-brand-200' : 'text-brand-600'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {children && (
        <div className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-100' : 'text-slate-600'}`}>
          {children}
        </div>
      )}
    </div>
  );
}
