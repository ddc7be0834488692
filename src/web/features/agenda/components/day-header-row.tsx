import type { DateTime } from 'luxon';
import type { TBooking } from '../../../../shared/schemas/booking';
import { allDayBusyOn, type TBusyTime } from '../utils/busy-times';
import type { TMinuteRange } from '../utils/working-time';
import { AllDayBusy } from './busy-blocks';
import { CancelledChip } from './cancelled-chip';

type DayHeaderRowProps = {
  days: readonly DateTime[];
  today: DateTime;
  zone: string;
  /** The grid's columns: the hours' gutter, then one per day. */
  columns: string;
  openOn: (day: DateTime) => TMinuteRange[] | null;
  /** A day's cancelled bookings, shown collapsed under its name. */
  cancelledOn: (day: DateTime) => TBooking[];
  /** The provider's own calendar: its all-day busy times make a band under the day's name. */
  busy: readonly TBusyTime[];
  onShowDay: (day: DateTime) => void;
  onOpenBooking: (booking: TBooking) => void;
};

/** The week or day view's header: each day's name (a button to its day view), « fermé », its cancelled bookings. */
export function DayHeaderRow({
  days,
  today,
  zone,
  columns,
  openOn,
  cancelledOn,
  busy,
  ...props
}: DayHeaderRowProps) {
  const { onShowDay, onOpenBooking } = props;
  return (
    <div
      className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-50"
      style={{ gridTemplateColumns: columns }}
    >
      <div />
      {days.map((day, index) => {
        const isToday = day.hasSame(today, 'day');
        const closedDay = openOn(day)?.length === 0;
        const cancelled = cancelledOn(day);
        return (
          <div key={day.toISODate()} className="border-l border-slate-200 text-center">
            <button
              type="button"
              onClick={() => onShowDay(day)}
              // The name starts with what the button shows (« lun. 23 »), for speech users (WCAG 2.5.3).
              aria-label={`${day.toFormat('ccc')} ${day.day}${closedDay ? ' fermé' : ''}, voir le ${day.toFormat('cccc d LLLL')}`}
              aria-current={isToday ? 'date' : undefined}
              className={`block w-full px-1 py-2 text-xs font-semibold hover:bg-slate-100 ${isToday ? 'text-brand-700' : 'text-slate-600'}`}
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
            <AllDayBusy busy={allDayBusyOn(busy, day, zone)} zone={zone} />
            {cancelled.length > 0 && (
              <CancelledChip
                day={day}
                bookings={cancelled}
                zone={zone}
                onOpenBooking={onOpenBooking}
                alignEnd={days.length > 1 && index >= days.length - 2}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
