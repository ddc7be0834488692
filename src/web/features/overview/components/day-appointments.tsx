import { formatDate, formatTimeRange } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { LOCATION_LABELS } from '../../../../shared/schemas/service-options';
import { StatusBadge } from '../../../components/booking/booking-status';
import { sectionPath } from '../../../components/layout/dashboard-sections';
import { useBookingsQuery } from '../../../lib/provider-data/list-bookings';
import { todayIn } from '../../../lib/zoned-time';
import { CardQuery, OverviewCard } from './overview-card';

/** « En visio », « Au cabinet »…; for « À domicile », the client's address when there is one. */
export function placeOf(location: TBooking['location']): string {
  const label = LOCATION_LABELS[location.type];
  return location.type === 'home' && location.clientAddress ? `${label} · ${location.clientAddress}` : label;
}

const DAYS = {
  today: { title: 'Aujourd’hui', offset: 0, empty: 'Aucun rendez-vous aujourd’hui.', of: 'du jour' },
  tomorrow: { title: 'Demain', offset: 1, empty: 'Aucun rendez-vous demain.', of: 'de demain' },
} as const;

function BookingRow({ booking, zone, onOpen }: { booking: TBooking; zone: string; onOpen: () => void }) {
  const cancelled = booking.status === 'cancelled';
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-0.5 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span
          className={`w-28 shrink-0 font-semibold tabular-nums ${cancelled ? 'text-slate-500 line-through' : 'text-slate-900'}`}
        >
          {formatTimeRange(booking.start, booking.end, zone)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900">{booking.client.name}</span>
          <span className="block text-slate-600">
            {booking.serviceName} · {placeOf(booking.location)}
          </span>
        </span>
        {booking.status !== 'confirmed' && <StatusBadge status={booking.status} />}
      </button>
    </li>
  );
}

/** « Aujourd’hui » or « Demain » on the home page: the day's appointments, live, each opening its details. */
export function DayAppointments({
  day,
  zone,
  onOpenBooking,
}: {
  day: keyof typeof DAYS;
  zone: string;
  onOpenBooking: (booking: TBooking) => void;
}) {
  const { title, offset, empty, of } = DAYS[day];
  const start = todayIn(zone).plus({ days: offset });
  const query = useBookingsQuery({
    from: start.toUTC().toISO() ?? '',
    to: start.plus({ days: 1 }).toUTC().toISO() ?? '',
  });
  return (
    <OverviewCard
      title={title}
      aside={formatDate(start.toJSDate(), zone, 'weekday')}
      link={day === 'today' ? { to: sectionPath('agenda'), label: 'Voir l’agenda' } : undefined}
    >
      <CardQuery
        query={query}
        loadingLabel={`Chargement des rendez-vous ${of}…`}
        errorLabel={`Impossible de charger les rendez-vous ${of}.`}
      >
        {(bookings) => {
          // A hold waiting for its payment is no appointment yet.
          const shown = bookings.filter((b) => b.status !== 'awaiting_payment');
          if (shown.length === 0) return <p className="text-slate-600">{empty}</p>;
          return (
            <ul className="-mx-2 divide-y divide-slate-100" aria-label={`Rendez-vous ${of}`}>
              {shown.map((booking) => (
                <BookingRow
                  key={booking.id}
                  booking={booking}
                  zone={zone}
                  onOpen={() => onOpenBooking(booking)}
                />
              ))}
            </ul>
          );
        }}
      </CardQuery>
    </OverviewCard>
  );
}
