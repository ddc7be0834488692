import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list or section shows while it has nothing yet: an icon, a title, one honest sentence. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  titleAs: Heading = 'h2',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** h1 when the empty state is the whole page. */
  titleAs?: 'h1' | 'h2';
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-base font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">{children}</div>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
