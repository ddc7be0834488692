import type { TDragPreview } from '../hooks/use-booking-drag';
import type { TDropVerdict } from '../utils/drop-check';
import { hhmm, px } from '../utils/time-grid-metrics';

const TONES = {
  free: 'border-brand-600 bg-brand-50 text-brand-900',
  warn: 'border-amber-600 bg-amber-50 text-amber-900',
  refuse: 'border-red-600 bg-red-50 text-red-900',
} as const;

type DragGhostProps = { preview: TDragPreview; verdict: TDropVerdict | null; startMinute: number };

/**
 * Where a dragged booking would land, with its new time; on a target that is refused (red) or
 * only warned (amber), the short reason too. Pointer users see it; the live region and then the
 * dialog or the refusal say it in words.
 */
export function DragGhost({ preview, verdict, startMinute }: DragGhostProps) {
  const { booking, minute } = preview;
  const length = Math.round((new Date(booking.end).getTime() - new Date(booking.start).getTime()) / 60_000);
  const kind = verdict?.kind ?? 'free';
  const reason = verdict && verdict.kind !== 'free' ? verdict.short : null;
  const oneLine = px(length) < 30;
  return (
    <div
      aria-hidden="true"
      data-drag-ghost=""
      data-drop={kind}
      className={`pointer-events-none absolute inset-x-0.5 z-20 overflow-hidden rounded-md border-2 border-dashed px-1.5 py-0.5 text-xs leading-tight shadow-md ${TONES[kind]}`}
      style={{ top: px(minute - startMinute), height: Math.max(px(length), 22) }}
    >
      <span className="block truncate font-semibold">
        {hhmm(minute)} – {hhmm(minute + length)}
        {/* A short booking has one line: the reason follows the time on it. */}
        {reason && oneLine && ` · ${reason}`}
      </span>
      {reason && !oneLine && <span className="block truncate font-semibold">{reason}</span>}
      <span className="block truncate">{booking.client.name}</span>
    </div>
  );
}
