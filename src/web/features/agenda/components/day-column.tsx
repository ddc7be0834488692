import type { DateTime } from 'luxon';
import type { PointerEvent } from 'react';
import { formatDate } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TGroupSession } from '../../../lib/provider-data/group-sessions';
import type { TDragPreview } from '../hooks/use-booking-drag';
import type { TBuffers } from '../utils/buffers';
import { type TBusyTime, timedBusyOn } from '../utils/busy-times';
import { atWallMinute, segmentOnDay } from '../utils/calendar-dates';
import type { TDropVerdict } from '../utils/drop-check';
import { layoutDay } from '../utils/event-layout';
import { hhmm, px, ROW_MINUTES } from '../utils/time-grid-metrics';
import { CLOSED_TIME_CLASS, closedRanges, type TMinuteRange } from '../utils/working-time';
import { BufferBlocks } from './buffer-blocks';
import { BusyBlocks } from './busy-blocks';
import { CalendarEventButton } from './calendar-event-button';
import { DragGhost } from './drag-ghost';

export type TColumnDrag = {
  preview: TDragPreview | null;
  /** What the preview's target is worth: the ghost turns amber (warned) or red (refused). */
  verdict: TDropVerdict | null;
  canDrag: (booking: TBooking) => boolean;
  startDrag: (booking: TBooking, event: PointerEvent<HTMLElement>) => void;
  hintId: string;
};

type DayColumnProps = {
  day: DateTime;
  dayIndex: number;
  isToday: boolean;
  now: DateTime;
  bookings: readonly TBooking[];
  zone: string;
  hours: TMinuteRange;
  onOpenBooking: (booking: TBooking) => void;
  onOpenSession: (session: TGroupSession) => void;
  sessionOf: (booking: TBooking) => TGroupSession | undefined;
  onCreateAt: (start: DateTime) => void;
  /** When the provider takes bookings that day (null: not known yet, nothing shaded). */
  openOn: (day: DateTime) => TMinuteRange[] | null;
  buffersOf: (booking: TBooking) => TBuffers;
  busy: readonly TBusyTime[];
  drag: TColumnDrag;
};

/** A short booking has room for one line; 30 minutes for two (time, then the whole name). */
function layoutFor(height: number): 'line' | 'compact' | 'block' {
  if (height < 30) return 'line';
  return height < 52 ? 'compact' : 'block';
}

/**
 * One day of the week or day view: its slots, closed time, the busy times of the provider's own
 * calendar, bookings with their buffers, the ghost of a drag.
 */
export function DayColumn({ day, dayIndex, isToday, now, bookings, zone, hours, ...props }: DayColumnProps) {
  const { onOpenBooking, onOpenSession, sessionOf, onCreateAt, openOn, buffersOf, drag } = props;
  const open = openOn(day);
  const closed = open ? closedRanges(open, hours) : [];
  const rows = [];
  for (let minute = hours.startMinute; minute < hours.endMinute; minute += ROW_MINUTES) rows.push(minute);
  const items = bookings.flatMap((booking) => {
    const segment = segmentOnDay(booking, day, zone);
    return segment ? [{ item: booking, ...segment }] : [];
  });
  const nowMinute = now.hour * 60 + now.minute;
  const longDay = formatDate(day.toJSDate(), zone, 'weekday');
  return (
    <section
      aria-label={longDay}
      data-day-index={dayIndex}
      className="relative overflow-hidden border-l border-slate-200"
    >
      {rows.map((minute) => (
        <button
          key={minute}
          type="button"
          // The « Nouveau rendez-vous » button serves the keyboard; these are shortcuts for the pointer.
          tabIndex={-1}
          onClick={() => onCreateAt(atWallMinute(day, minute))}
          aria-label={`Nouveau rendez-vous le ${longDay} à ${hhmm(minute)}`}
          style={{ height: px(ROW_MINUTES) }}
          className={`block w-full hover:bg-brand-50/60 ${minute % 60 === 0 ? 'border-t border-slate-200' : 'border-t border-dashed border-slate-100'}`}
        />
      ))}
      {/* Outside opening hours, breaks, closed days and exceptions: shaded, still clickable underneath. */}
      {closed.map((range) => (
        <div
          key={range.startMinute}
          aria-hidden="true"
          data-closed=""
          className={`pointer-events-none absolute inset-x-0 ${CLOSED_TIME_CLASS}`}
          style={{
            top: px(range.startMinute - hours.startMinute),
            height: px(range.endMinute - range.startMinute),
          }}
        />
      ))}
      <BusyBlocks
        blocks={timedBusyOn(props.busy, day, zone, hours)}
        gridStart={hours.startMinute}
        zone={zone}
      />
      <ul>
        {layoutDay(items).map(({ item, startMinute, endMinute, column, columns }) => {
          const top = px(Math.max(startMinute, hours.startMinute) - hours.startMinute);
          const height = Math.max(px(Math.min(endMinute, hours.endMinute) - hours.startMinute) - top, 22);
          const draggable = drag.canDrag(item);
          const session = sessionOf(item);
          return (
            <li
              key={item.id}
              className="absolute px-0.5"
              style={{ top, height, left: `${(column / columns) * 100}%`, width: `${100 / columns}%` }}
            >
              <BufferBlocks buffers={buffersOf(item)} lengthMinutes={endMinute - startMinute} />
              <CalendarEventButton
                booking={item}
                session={session}
                zone={zone}
                onOpen={() => (session ? onOpenSession(session) : onOpenBooking(item))}
                layout={layoutFor(height)}
                className="relative h-full shadow-xs"
                drag={
                  draggable
                    ? {
                        onPointerDown: (event) => drag.startDrag(item, event),
                        hintId: drag.hintId,
                        active: drag.preview?.booking.id === item.id,
                      }
                    : undefined
                }
              />
            </li>
          );
        })}
      </ul>
      {drag.preview?.dayIndex === dayIndex && (
        <DragGhost preview={drag.preview} verdict={drag.verdict} startMinute={hours.startMinute} />
      )}
      {isToday && nowMinute >= hours.startMinute && nowMinute < hours.endMinute && (
        <div
          className="pointer-events-none absolute inset-x-0 border-t-2 border-red-500"
          style={{ top: px(nowMinute - hours.startMinute) }}
          aria-hidden="true"
        />
      )}
    </section>
  );
}
