import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type DocumentCardProps = {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** The account deletion stands apart in red. */
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One titled block of the GDPR documents page. */
export function DocumentCard({ id, title, icon: Icon, tone = 'default', children }: DocumentCardProps) {
  const danger = tone === 'danger';
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-4 shadow-xs sm:p-6 ${danger ? 'border-red-200' : 'border-slate-200'}`}
    >
      <div className="flex items-center gap-3">
        <span
          className={`flex size-9 shrink-0 items-center justify-center rounded-full ${danger ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-600'}`}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <div className="mt-4 space-y-4 text-sm leading-relaxed text-slate-600">{children}</div>
    </section>
  );
}
