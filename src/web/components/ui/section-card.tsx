import type { ReactNode } from 'react';

/** A titled white card grouping one part of a dashboard page, with an optional lead sentence. */
export function SectionCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 className={`text-lg font-semibold text-slate-900 ${lead ? '' : 'mb-4'}`}>{title}</h2>
      {lead && <p className="mt-1 mb-5 text-sm text-slate-600">{lead}</p>}
      {children}
    </section>
  );
}
