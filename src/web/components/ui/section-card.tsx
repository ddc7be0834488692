import type { ReactNode } from 'react';

/**
 * A titled white card grouping one part of a dashboard page, with an optional lead sentence; `id`
 * lets a link elsewhere open the page at it (« …#credits-sms »).
 */
export function SectionCard({
  title,
  lead,
  id,
  children,
}: {
  title: string;
  lead?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 className={`text-lg font-semibold text-slate-900 ${lead ? '' : 'mb-4'}`}>{title}</h2>
      {lead && <p className="mt-1 mb-5 text-sm text-slate-600">{lead}</p>}
      {children}
    </section>
  );
}
