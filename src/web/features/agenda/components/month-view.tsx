import { Plus } from 'lucide-react';
import type { DateTime } from 'luxon';
import { formatDate, formatDayOfMonth } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TGroupSession } from '../../../lib/provider-data/group-sessions';
import { inZone } from '../../../lib/zoned-time';
import { allDayBusyOn, type TBusyTime } from '../utils/busy-times';
import { AllDayBusy } from './busy-blocks';
import { CalendarEventButton } from './calendar-event-button';

const MAX_EVENTS_PER_CELL = 3;

import { CLOSED_TIME_CLASS, type TMinuteRange } from '../utils/working-time';

type MonthViewProps = {
  days: readonly DateTime[];
  month: DateTime;
  today: DateTime;
  bookings: readonly TBooking[];
  zone: string;
  onOpenBooking: (booking: TBooking) => void;
  onOpenSession: (session: TGroupSession) => void;
  sessionOf: (booking: TBooking) => TGroupSession | undefined;
  onShowDay: (day: DateTime) => void;
  onCreateOn: (day: DateTime) => void;
  /** When the provider takes bookings that day: a day with none is shaded (null: not known yet). */
  openOn: (day: DateTime) => readonly TMinuteRange[] | null;
  /** The provider's own calendar: all-day busy times as a band in their cells, timed ones counted. */
  busy: readonly TBusyTime[];
};

/** Each day's bookings, the cancelled ones last: they never push a live one out of its cell. */
function bookingsByDay(bookings: readonly TBooking[], zone: string): Map<string, TBooking[]> {
  const byDay = new Map<string, TBooking[]>();
  const live = bookings.filter((booking) => booking.status !== 'cancelled');
  for (const booking of [...live, ...bookings.filter((booking) => booking.status === 'cancelled')]) {
    const key = inZone(booking.start, zone).toISODate() ?? '';
    byDay.set(key, [...(byDay.get(key) ?? []), booking]);
  }
  return byDay;
}

/** Whole weeks around the month; each day lists its first bookings and opens the day for the rest. */
export function MonthView({
  days,
  month,
  today,
  bookings,
  zone,
  onOpenBooking,
  onOpenSession,
  sessionOf,
  onShowDay,
  onCreateOn,
  openOn,
  busy,
}: MonthViewProps) {
  const byDay = bookingsByDay(bookings, zone);
  const weekdays = days.slice(0, 7);
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50" aria-hidden="true">
        {weekdays.map((day) => (
          <div
            key={day.weekday}
            className="px-2 py-2 text-center text-xs font-semibold text-slate-600 uppercase"
          >
            {day.toFormat('ccc')}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" aria-label={`Calendrier de ${month.toFormat('LLLL yyyy')}`}>
        {days.map((day) => {
          const key = day.toISODate() ?? '';
          const dayBookings = byDay.get(key) ?? [];
          const outside = day.month !== month.month;
          const isToday = day.hasSame(today, 'day');
          const longDay = formatDate(day.toJSDate(), zone, 'weekday');
          const count = dayBookings.length;
          const closed = openOn(day)?.length === 0;
          return (
            <li
              key={key}
              aria-label={`${longDay}${closed ? ', fermé' : ''}${count ? `, ${count} rendez-vous` : ''}`}
              data-closed={closed ? '' : undefined}
              className={`group flex min-h-20 flex-col gap-1 border-r border-b border-slate-100 p-1 sm:min-h-28 sm:p-1.5 ${closed ? CLOSED_TIME_CLASS : outside ? 'bg-slate-50/70' : ''}`}
            >
              <div className="flex items-center justify-between">
                <button
                  type="button"
                  onClick={() => onShowDay(day)}
                  aria-label={`Voir le ${longDay}`}
                  aria-current={isToday ? 'date' : undefined}
                  className={`flex size-7 items-center justify-center rounded-full text-sm font-medium hover:bg-slate-100 ${
                    isToday
                      ? 'bg-brand-600 text-white hover:bg-brand-700'
                      : outside
                        ? 'text-slate-500'
                        : 'text-slate-800'
                  }`}
                >
                  {/* « 1er » as in its accessible name: speech users say what they see (WCAG 2.5.3). */}
                  {formatDayOfMonth(day.day)}
                </button>
                <button
                  type="button"
                  onClick={() => onCreateOn(day)}
                  aria-label={`Nouveau rendez-vous le ${longDay}`}
                  className="hidden rounded-md p-1 text-slate-400 group-hover:text-brand-600 hover:bg-brand-50 focus-visible:text-brand-600 sm:block"
                >
                  <Plus className="size-4" aria-hidden="true" />
                </button>
              </div>
              {count > 0 && (
                <span
                  className="mx-auto mt-1 size-2 rounded-full bg-brand-500 sm:hidden"
                  aria-hidden="true"
                />
              )}
              <div className="hidden sm:block">
                <AllDayBusy busy={allDayBusyOn(busy, day, zone)} zone={zone} />
              </div>
              <ul className="hidden space-y-1 sm:block">
                {dayBookings.slice(0, MAX_EVENTS_PER_CELL).map((booking) => {
                  const session = sessionOf(booking);
                  return (
                    <li key={booking.id}>
                      <CalendarEventButton
                        booking={booking}
                        session={session}
                        zone={zone}
                        onOpen={() => (session ? onOpenSession(session) : onOpenBooking(booking))}
                        layout="line"
                      />
                    </li>
                  );
                })}
              </ul>
              {count > MAX_EVENTS_PER_CELL && (
                <button
                  type="button"
                  onClick={() => onShowDay(day)}
                  className="hidden rounded px-1 text-left text-xs font-semibold text-brand-700 hover:underline sm:block"
                >
                  + {count - MAX_EVENTS_PER_CELL} autre{count - MAX_EVENTS_PER_CELL > 1 ? 's' : ''}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
