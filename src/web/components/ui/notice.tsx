import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type TNoticeTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<TNoticeTone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  info: { box: 'border-brand-100 bg-brand-50 text-brand-900', icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
};

/** A message box; errors are announced at once (role alert), the rest politely (role status). */
export function Notice({
  tone,
  children,
  className = '',
}: {
  tone: TNoticeTone;
  children: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm ${box} ${className}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {/* Long unbroken words (an e-mail address on a phone) wrap instead of leaving the box. */}
      <div className="min-w-0 flex-1 wrap-anywhere">{children}</div>
    </div>
  );
}
