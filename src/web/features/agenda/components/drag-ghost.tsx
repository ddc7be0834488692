import type { TDragPreview } from '../hooks/use-booking-drag';
import { hhmm, px } from '../utils/time-grid-metrics';

/** Where a dragged booking would land, with its new time; pointer users see it, the dialog then says it. */
export function DragGhost({ preview, startMinute }: { preview: TDragPreview; startMinute: number }) {
  const { booking, minute } = preview;
  const length = Math.round((new Date(booking.end).getTime() - new Date(booking.start).getTime()) / 60_000);
  return (
    <div
      aria-hidden="true"
      data-drag-ghost=""
      className="pointer-events-none absolute inset-x-0.5 z-20 overflow-hidden rounded-md border-2 border-dashed border-brand-600 bg-brand-50/95 px-1.5 py-0.5 text-xs leading-tight text-brand-900 shadow-md"
      style={{ top: px(minute - startMinute), height: Math.max(px(length), 22) }}
    >
      <span className="block font-semibold">
        {hhmm(minute)} – {hhmm(minute + length)}
      </span>
      <span className="block truncate">{booking.client.name}</span>
    </div>
  );
}
