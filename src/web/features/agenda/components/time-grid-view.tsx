import type { DateTime } from 'luxon';
import { useId } from 'react';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TGroupSession } from '../../../lib/provider-data/group-sessions';
import { useBookingDrag } from '../hooks/use-booking-drag';
import { useDropRules } from '../hooks/use-drop-rules';
import type { TBuffers } from '../utils/buffers';
import type { TBusyTime } from '../utils/busy-times';
import { segmentOnDay } from '../utils/calendar-dates';
import { canDragBooking } from '../utils/drag-drop';
import { HOUR_HEIGHT_PX, hhmm } from '../utils/time-grid-metrics';
import type { TMinuteRange } from '../utils/working-time';
import { DayColumn } from './day-column';
import { DayHeaderRow } from './day-header-row';
import { DropFeedback } from './drop-feedback';

type TimeGridViewProps = {
  days: readonly DateTime[];
  today: DateTime;
  now: DateTime;
  /** The visible bookings: the cancelled ones are collapsed under their day's name, the others drawn. */
  bookings: readonly TBooking[];
  zone: string;
  hours: TMinuteRange;
  /** The provider's slot step: a dragged booking snaps to it. */
  stepMinutes: number;
  onOpenBooking: (booking: TBooking) => void;
  onOpenSession: (session: TGroupSession) => void;
  /** The group session a drawn booking stands for (issue 32). */
  sessionOf: (booking: TBooking) => TGroupSession | undefined;
  onShowDay: (day: DateTime) => void;
  onCreateAt: (start: DateTime) => void;
  /**
   * A booking was dragged to `start`, a target the server takes: the caller asks before moving
   * it, repeating `warning` (outside the opening hours) when there is one.
   */
  onMoveBooking: (booking: TBooking, start: DateTime, warning?: string) => void;
  /** When the provider takes bookings that day (null: not known yet, nothing shaded). */
  openOn: (day: DateTime) => TMinuteRange[] | null;
  buffersOf: (booking: TBooking) => TBuffers;
  /** The provider's own calendar (issue 31): hatched behind the bookings, all-day ones under the day's name. */
  busy: readonly TBusyTime[];
};

/** Week and day views: a column per day, the working hours as rows, bookings placed by time. */
export function TimeGridView(props: TimeGridViewProps) {
  const { days, today, now, bookings, hours, zone, stepMinutes, onShowDay, openOn } = props;
  const hintId = useId();
  const rules = useDropRules(props);
  const { gridRef, preview, startDrag } = useBookingDrag({
    days,
    hours,
    stepMinutes,
    zone,
    onDrop: rules.onDrop,
  });
  const hovered = rules.announce(preview);
  const drag = {
    preview,
    verdict: hovered?.verdict ?? null,
    startDrag: (booking: TBooking, event: Parameters<typeof startDrag>[1]) => {
      rules.dismissRefusal();
      startDrag(booking, event);
    },
    hintId,
    // A group session is not dragged: moving it would move every attendee's booking, which the
    // server moves one at a time, each client told on their own; one refused would split it.
    canDrag: (booking: TBooking) => canDragBooking(booking, now.toJSDate()) && !props.sessionOf(booking),
  };
  const drawn = bookings.filter((booking) => booking.status !== 'cancelled');
  const cancelledOn = (day: DateTime) =>
    bookings.filter((booking) => booking.status === 'cancelled' && segmentOnDay(booking, day, zone));
  const hourMarks = [];
  for (let minute = hours.startMinute; minute < hours.endMinute; minute += 60) hourMarks.push(minute);
  const columns = `3.5rem repeat(${days.length}, minmax(0, 1fr))`;
  return (
    <>
      <DropFeedback hovered={hovered} refusal={rules.refusal} onDismiss={rules.dismissRefusal} />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <p id={hintId} className="sr-only">
          Entrée pour ouvrir le rendez-vous, puis « Déplacer » pour changer son horaire. À la souris ou au
          stylet, faites-le glisser vers un autre créneau.
        </p>
        <div className={days.length > 1 ? 'min-w-[42rem]' : ''}>
          <DayHeaderRow
            days={days}
            today={today}
            zone={zone}
            columns={columns}
            openOn={openOn}
            cancelledOn={cancelledOn}
            busy={props.busy}
            onShowDay={onShowDay}
            onOpenBooking={props.onOpenBooking}
          />
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
                bookings={drawn}
                day={day}
                dayIndex={index}
                isToday={day.hasSame(today, 'day')}
                drag={drag}
              />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
