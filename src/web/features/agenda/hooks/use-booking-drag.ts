import type { DateTime } from 'luxon';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import type { TBooking } from '../../../../shared/schemas/booking';
import { inZone } from '../../../lib/zoned-time';
import { atWallMinute } from '../utils/calendar-dates';
import { dropMinute } from '../utils/drag-drop';
import { px } from '../utils/time-grid-metrics';
import type { TMinuteRange } from '../utils/working-time';

/** Where the dragged booking would land: the ghost's day column and wall-clock start. */
export type TDragPreview = { booking: TBooking; dayIndex: number; minute: number };

type TPress = {
  booking: TBooking;
  startX: number;
  startY: number;
  /** From the booking's top edge to the pointer: the booking moves under the pointer, not to it. */
  grabPx: number;
  moved: boolean;
  cancelled: boolean;
  target: TDragPreview | null;
};

type TDragOptions = {
  days: readonly DateTime[];
  hours: TMinuteRange;
  stepMinutes: number;
  zone: string;
  onDrop: (booking: TBooking, start: DateTime) => void;
};

/** Below this a press is a click (it opens the booking), above it a drag. */
const DRAG_THRESHOLD_PX = 5;

function lengthInMinutes(booking: TBooking): number {
  return Math.round((new Date(booking.end).getTime() - new Date(booking.start).getTime()) / 60_000);
}

/** The click that ends a drag is not a click on what lies under the pointer. */
function swallowNextClick(): void {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

/** The day column nearest to the pointer, so a drop beside the grid lands on its first or last day. */
function columnAt(grid: HTMLElement | null, x: number): { index: number; top: number } | null {
  let best: { index: number; top: number; distance: number } | null = null;
  for (const column of grid?.querySelectorAll<HTMLElement>('[data-day-index]') ?? []) {
    const rect = column.getBoundingClientRect();
    const distance = x < rect.left ? rect.left - x : x >= rect.right ? x - rect.right + 1 : 0;
    if (!best || distance < best.distance)
      best = { index: Number(column.dataset.dayIndex), top: rect.top, distance };
  }
  return best;
}

/**
 * Pointer drag and drop of bookings in the week and day grids, with a mouse or a pen: a press
 * that moves drags a ghost snapped to the slot step; the drop hands the new start to `onDrop`,
 * which asks before moving; Escape gives up. A finger keeps scrolling the agenda (on a touch
 * screen « Déplacer », in the booking's details, moves it).
 */
export function useBookingDrag({ days, hours, stepMinutes, zone, onDrop }: TDragOptions) {
  const gridRef = useRef<HTMLDivElement>(null);
  const press = useRef<TPress | null>(null);
  const [preview, setPreview] = useState<TDragPreview | null>(null);
  const latest = useRef({ days, hours, stepMinutes, onDrop });
  latest.current = { days, hours, stepMinutes, onDrop };

  const startDrag = (booking: TBooking, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !event.isPrimary || event.pointerType === 'touch') return;
    const column = event.currentTarget.closest<HTMLElement>('[data-day-index]');
    if (!column) return;
    const start = inZone(booking.start, zone);
    const top = px(start.hour * 60 + start.minute - hours.startMinute);
    const grabPx = event.clientY - column.getBoundingClientRect().top - top;
    press.current = {
      booking,
      startX: event.clientX,
      startY: event.clientY,
      grabPx,
      moved: false,
      cancelled: false,
      target: null,
    };
  };

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const current = press.current;
      if (!current || current.cancelled) return;
      const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
      if (!current.moved && distance < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      const column = columnAt(gridRef.current, event.clientX);
      if (!column) return;
      const { hours: shown, stepMinutes: step } = latest.current;
      const minute = dropMinute({
        topPx: event.clientY - column.top - current.grabPx,
        hours: shown,
        stepMinutes: step,
        durationMinutes: lengthInMinutes(current.booking),
      });
      current.target = { booking: current.booking, dayIndex: column.index, minute };
      setPreview(current.target);
    };
    const onUp = () => {
      const current = press.current;
      press.current = null;
      setPreview(null);
      if (!current || !(current.moved || current.cancelled)) return;
      swallowNextClick();
      const day = current.target && latest.current.days[current.target.dayIndex];
      if (current.cancelled || !current.target || !day) return;
      const start = atWallMinute(day, current.target.minute);
      if (start.toMillis() !== new Date(current.booking.start).getTime())
        latest.current.onDrop(current.booking, start);
    };
    const onCancel = () => {
      press.current = null;
      setPreview(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !press.current?.moved) return;
      press.current.cancelled = true;
      setPreview(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return { gridRef, preview, startDrag };
}
