import type { DateTime } from 'luxon';
import { formatDate } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { atWallMinute, segmentOnDay } from '../utils/calendar-dates';
import { layoutDay } from '../utils/event-layout';
import { CLOSED_TIME_CLASS, closedRanges, type TMinuteRange } from '../utils/working-time';
import { CalendarEventButton } from './calendar-event-button';

const HOUR_HEIGHT_PX = 56;
const ROW_MINUTES = 30;

type TimeGridViewProps = {
  days: readonly DateTime[];
  today: DateTime;
  now: DateTime;
  bookings: readonly TBooking[];
  zone: string;
  hours: { startMinute: number; endMinute: number };
  onOpenBooking: (booking: TBooking) => void;
  onShowDay: (day: DateTime) => void;
  onCreateAt: (start: DateTime) => void;
  /** When the provider takes bookings that day (null: not known yet, nothing shaded). */
  openOn: (day: DateTime) => TMinuteRange[] | null;
};

function px(minutes: number): number {
  return (minutes / 60) * HOUR_HEIGHT_PX;
}

function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function DayColumn({
  day,
  isToday,
  now,
  bookings,
  zone,
  hours,
  onOpenBooking,
  onCreateAt,
  openOn,
}: Omit<TimeGridViewProps, 'days' | 'today' | 'onShowDay'> & { day: DateTime; isToday: boolean }) {
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
    <section aria-label={longDay} className="relative border-l border-slate-200">
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
      <ul>
        {layoutDay(items).map(({ item, startMinute, endMinute, column, columns }) => {
          const top = px(Math.max(startMinute, hours.startMinute) - hours.startMinute);
          const height = Math.max(px(Math.min(endMinute, hours.endMinute) - hours.startMinute) - top, 22);
          return (
            <li
              key={item.id}
              className="absolute px-0.5"
              style={{
                top,
                height,
                left: `${(column / columns) * 100}%`,
                width: `${100 / columns}%`,
              }}
            >
              <CalendarEventButton
                booking={item}
                zone={zone}
                onOpen={onOpenBooking}
                // A short booking has room for one line only: time and client.
                layout={height < 40 ? 'line' : 'block'}
                className="h-full shadow-xs"
              />
            </li>
          );
        })}
      </ul>
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

/** Week and day views: a column per day, the working hours as rows, bookings placed by time. */
export function TimeGridView(props: TimeGridViewProps) {
  const { days, today, hours, onShowDay, openOn } = props;
  const hourMarks = [];
  for (let minute = hours.startMinute; minute < hours.endMinute; minute += 60) hourMarks.push(minute);
  const columns = `3.5rem repeat(${days.length}, minmax(0, 1fr))`;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
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
        <div className="grid" style={{ gridTemplateColumns: columns }}>
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
          {days.map((day) => (
            <DayColumn key={day.toISODate()} day={day} isToday={day.hasSame(today, 'day')} {...props} />
          ))}
        </div>
      </div>
    </div>
  );
}
