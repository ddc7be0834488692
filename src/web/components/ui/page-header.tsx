import type { ReactNode } from 'react';

/** The heading of a signed-in screen (the page's only h1). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <p className="mt-1 text-sm text-slate-600">{children}</p>}
    </div>
  );
}
