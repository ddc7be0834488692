import type { DateTime } from 'luxon';
import { useId } from 'react';
import type { TBooking } from '../../../../shared/schemas/booking';
import { useBookingDrag } from '../hooks/use-booking-drag';
import type { TBuffers } from '../utils/buffers';
import { canDragBooking } from '../utils/drag-drop';
import { HOUR_HEIGHT_PX, hhmm } from '../utils/time-grid-metrics';
import type { TMinuteRange } from '../utils/working-time';
import { DayColumn } from './day-column';

type TimeGridViewProps = {
  days: readonly DateTime[];
  today: DateTime;
  now: DateTime;
  bookings: readonly TBooking[];
  zone: string;
  hours: TMinuteRange;
  /** The provider's slot step: a dragged booking snaps to it. */
  stepMinutes: number;
  onOpenBooking: (booking: TBooking) => void;
  onShowDay: (day: DateTime) => void;
  onCreateAt: (start: DateTime) => void;
  /** A booking was dragged to `start`: the caller asks before moving it. */
  onMoveBooking: (booking: TBooking, start: DateTime) => void;
  /** When the provider takes bookings that day (null: not known yet, nothing shaded). */
  openOn: (day: DateTime) => TMinuteRange[] | null;
  buffersOf: (booking: TBooking) => TBuffers;
};

/** Week and day views: a column per day, the working hours as rows, bookings placed by time. */
export function TimeGridView(props: TimeGridViewProps) {
  const { days, today, now, hours, zone, stepMinutes, onShowDay, onMoveBooking, openOn } = props;
  const hintId = useId();
  const { gridRef, preview, startDrag } = useBookingDrag({
    days,
    hours,
    stepMinutes,
    zone,
    onDrop: onMoveBooking,
  });
  const drag = {
    preview,
    startDrag,
    hintId,
    canDrag: (booking: TBooking) => canDragBooking(booking, now.toJSDate()),
  };
  const hourMarks = [];
  for (let minute = hours.startMinute; minute < hours.endMinute; minute += 60) hourMarks.push(minute);
  const columns = `3.5rem repeat(${days.length}, minmax(0, 1fr))`;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <p id={hintId} className="sr-only">
        Entrée pour ouvrir le rendez-vous, puis « Déplacer » pour changer son horaire. À la souris ou au
        doigt, faites-le glisser vers un autre créneau.
      </p>
      <div className={days.length > 1 ? 'min-w-[42rem]' : ''}>
        <div
          className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-50"
          style={{ gridTemplateColumns: columns }}
        >
          <div />
          {days.map((day) => {
            const isToday = day.hasSame(today, 'day');
            const closedDay = openOn(day)?.length === 0;
            return (
              <button
                key={day.toISODate()}
                type="button"
                onClick={() => onShowDay(day)}
                // The name starts with what the button shows (« lun. 23 »), for speech users (WCAG 2.5.3).
                aria-label={`${day.toFormat('ccc')} ${day.day}${closedDay ? ' fermé' : ''}, voir le ${day.toFormat('cccc d LLLL')}`}
                aria-current={isToday ? 'date' : undefined}
                className={`border-l border-slate-200 px-1 py-2 text-center text-xs font-semibold hover:bg-slate-100 ${isToday ? 'text-brand-700' : 'text-slate-600'}`}
              >
                <span className="uppercase">{day.toFormat('ccc')}</span>{' '}
                <span
                  className={`inline-flex size-6 items-center justify-center rounded-full ${isToday ? 'bg-brand-600 text-white' : ''}`}
                >
                  {day.day}
                </span>
                {closedDay && (
                  <>
                    {' '}
                    <span className="block text-[0.7rem] font-normal text-slate-600">fermé</span>
                  </>
                )}
              </button>
            );
          })}
        </div>
        <div ref={gridRef} className="grid" style={{ gridTemplateColumns: columns }}>
          <div aria-hidden="true">
            {hourMarks.map((minute) => (
              <div
                key={minute}
                style={{ height: HOUR_HEIGHT_PX }}
                className="pt-0.5 pr-2 text-right text-xs leading-none text-slate-500"
              >
                {hhmm(minute)}
              </div>
            ))}
          </div>
          {days.map((day, index) => (
            <DayColumn
              key={day.toISODate()}
              {...props}
              day={day}
              dayIndex={index}
              isToday={day.hasSame(today, 'day')}
              drag={drag}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
