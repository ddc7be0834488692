import { ChevronRight } from 'lucide-react';
import type { DateTime } from 'luxon';
import { formatDate, formatTime, formatTimeRange } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { StatusBadge } from '../../../components/booking/booking-status';
import { inZone } from '../../../lib/zoned-time';

type BookingDayListProps = {
  bookings: readonly TBooking[];
  zone: string;
  today: DateTime;
  onOpen: (booking: TBooking) => void;
};

function groupByDay(
  bookings: readonly TBooking[],
  zone: string,
): Array<{ day: DateTime; items: TBooking[] }> {
  const groups: Array<{ day: DateTime; items: TBooking[] }> = [];
  for (const booking of bookings) {
    const day = inZone(booking.start, zone).startOf('day');
    const last = groups[groups.length - 1];
    if (last?.day.hasSame(day, 'day')) last.items.push(booking);
    else groups.push({ day, items: [booking] });
  }
  return groups;
}

/** « Aujourd'hui », « Demain », « Hier », else « jeudi 26 novembre » (with the year when not this one). */
function dayHeading(day: DateTime, today: DateTime, zone: string): string {
  const offset = Math.round(day.startOf('day').diff(today.startOf('day'), 'days').days);
  if (offset === 0) return "Aujourd'hui";
  if (offset === 1) return 'Demain';
  if (offset === -1) return 'Hier';
  return formatDate(day.toJSDate(), zone, day.year === today.year ? 'weekday' : 'full');
}

/** Bookings under day headings (« Aujourd'hui », « Demain », « jeudi 26 novembre »), kept in the given order. */
export function BookingDayList({ bookings, zone, today, onOpen }: BookingDayListProps) {
  return (
    <div className="space-y-6">
      {groupByDay(bookings, zone).map(({ day, items }) => {
        const heading = dayHeading(day, today, zone);
        return (
          <section key={day.toISODate()} aria-label={heading}>
            <h2 className="mb-2 text-sm font-semibold text-slate-900 first-letter:uppercase">{heading}</h2>
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
              {items.map((booking) => (
                <li key={booking.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(booking)}
                    className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <span
                      className={`w-28 shrink-0 text-sm font-semibold tabular-nums ${booking.status === 'cancelled' ? 'text-slate-500 line-through' : 'text-slate-900'}`}
                    >
                      {formatTimeRange(booking.start, booking.end, zone)}
                    </span>
                    <span className="min-w-0 flex-1">
                      {/* The full name, wrapped on a phone: two clients may share its first letters. */}
                      <span className="block text-sm font-medium break-words text-slate-900">
                        {booking.client.name}
                      </span>
                      <span className="block truncate text-sm text-slate-600">{booking.serviceName}</span>
                      {booking.status === 'awaiting_payment' && booking.holdExpiresAt && (
                        <span className="block truncate text-xs text-violet-900">
                          Paiement attendu jusqu’à {formatTime(booking.holdExpiresAt, zone)}
                        </span>
                      )}
                    </span>
                    <StatusBadge status={booking.status} />
                    <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
