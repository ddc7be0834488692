import { Link } from 'react-router';
import { formatDateTime, formatRelative } from '../../../../shared/french-format';
import type { TRecentCancellation } from '../../../../shared/schemas/overview';
import { sectionPath } from '../../../components/layout/dashboard-sections';
import type { useOverviewQuery } from '../api/get-overview';
import { CardQuery, OverviewCard } from './overview-card';

/** The dashboard's `?booking=<id>` opens that booking's details (the bookings workspace reads it). */
const bookingLink = (id: string) => `${sectionPath('overview')}?${new URLSearchParams({ booking: id })}`;

/** « il y a 5 minutes », « hier », or past five weeks « le 3 mars 2026 ». */
export function whenSaid(instant: string, zone: string): string {
  const said = formatRelative(instant, new Date(), zone);
  return /^\d/.test(said) ? `le ${said}` : said;
}

function CancellationRow({ item, zone }: { item: TRecentCancellation; zone: string }) {
  const who = item.cancelledBy === 'client' ? 'par le client' : 'par vous';
  return (
    <li>
      <Link
        to={bookingLink(item.bookingId)}
        className="block rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="block font-medium text-slate-900">
          {item.clientName} <span className="font-normal text-slate-600">· {item.serviceName}</span>
        </span>
        <span className="block text-slate-600">
          Prévu le {formatDateTime(item.start, zone, 'weekday')} · annulé {who}{' '}
          {whenSaid(item.cancelledAt, zone)}
        </span>
      </Link>
    </li>
  );
}

/** « Dernières annulations »: the last five, each one click from its details. */
export function RecentCancellations({
  query,
  zone,
}: {
  query: ReturnType<typeof useOverviewQuery>;
  zone: string;
}) {
  return (
    <OverviewCard title="Dernières annulations">
      <CardQuery
        query={query}
        loadingLabel="Chargement des dernières annulations…"
        errorLabel="Impossible de charger les dernières annulations."
      >
        {({ cancellations }) =>
          cancellations.length === 0 ? (
            <p className="text-slate-600">Aucune annulation récente.</p>
          ) : (
            <ul className="-mx-2 divide-y divide-slate-100" aria-label="Dernières annulations">
              {cancellations.map((item) => (
                <CancellationRow key={item.bookingId} item={item} zone={zone} />
              ))}
            </ul>
          )
        }
      </CardQuery>
    </OverviewCard>
  );
}
