import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, formatTime, formatTimeRange } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { StatusBadge } from '../../../components/booking/booking-status';
import { sectionPath } from '../../../components/layout/dashboard-sections';
import { ActionButton } from '../../../components/ui/action-button';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useBookingsQuery } from '../../../lib/provider-data/list-bookings';
import { useProviderZone } from '../../../lib/provider-data/use-provider-zone';
import { nowIn, todayIn } from '../../../lib/zoned-time';

function TodayList({ zone, onOpen }: { zone: string; onOpen: (booking: TBooking) => void }) {
  const today = todayIn(zone);
  const query = useBookingsQuery({
    from: today.toUTC().toISO() ?? '',
    to: today.plus({ days: 1 }).toUTC().toISO() ?? '',
  });
  if (query.isPending) return <InlineSpinner label="Chargement des rendez-vous du jour…" />;
  if (query.isError) {
    return (
      <div className="space-y-2">
        <p className="text-red-700">Impossible de charger les rendez-vous du jour.</p>
        <ActionButton variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  const active = query.data.filter((b) => b.status !== 'cancelled');
  if (query.data.length === 0) return <p className="text-slate-600">Aucun rendez-vous aujourd'hui</p>;
  const now = nowIn(zone).toMillis();
  const next = active.find((b) => Date.parse(b.start) > now);
  return (
    <>
      <p className="font-medium text-slate-900">
        {active.length} rendez-vous aujourd'hui
        {next ? (
          <span className="font-normal text-slate-600">
            {' '}
            · prochain à {formatTime(next.start, zone)} avec {next.client.name}
          </span>
        ) : (
          <span className="font-normal text-slate-600"> · plus aucun rendez-vous à venir aujourd'hui</span>
        )}
      </p>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Rendez-vous du jour">
        {query.data.map((booking) => (
          <li key={booking.id}>
            <button
              type="button"
              onClick={() => onOpen(booking)}
              className="flex w-full items-center gap-3 py-2 text-left hover:bg-slate-50"
            >
              <span
                className={`w-28 shrink-0 font-semibold tabular-nums ${booking.status === 'cancelled' ? 'text-slate-500 line-through' : 'text-slate-900'}`}
              >
                {formatTimeRange(booking.start, booking.end, zone)}
              </span>
              <span className="min-w-0 flex-1 truncate">
                {booking.client.name} <span className="text-slate-500">· {booking.serviceName}</span>
              </span>
              {booking.status !== 'confirmed' && <StatusBadge status={booking.status} />}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** « Aujourd'hui » on the dashboard home: the day's appointments, live, each opening its details. */
export function TodayOverview({ onOpenBooking }: { onOpenBooking: (booking: TBooking) => void }) {
  const { zone, isPending } = useProviderZone();
  const headingId = useId();
  const date = formatDate(todayIn(zone).toJSDate(), zone, 'weekday');
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <CalendarCheck className="size-4 text-brand-600" aria-hidden="true" />
          Aujourd'hui
          <span className="font-normal text-slate-500">{date}</span>
        </h2>
        <Link to={sectionPath('agenda')} className="text-sm font-semibold text-brand-700 hover:underline">
          Voir l'agenda
        </Link>
      </div>
      <div className="mt-3 text-sm text-slate-700">
        {isPending ? (
          <InlineSpinner label="Chargement des rendez-vous du jour…" />
        ) : (
          <TodayList zone={zone} onOpen={onOpenBooking} />
        )}
      </div>
    </section>
  );
}
