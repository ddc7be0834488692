import { formatDate, formatPrice } from '../../../../shared/french-format';
import { useBookingsQuery } from '../../../lib/provider-data/list-bookings';
import { nowIn } from '../../../lib/zoned-time';
import { weekAround, weekFigures } from '../week';
import { CardQuery, OverviewCard } from './overview-card';

/** « Cette semaine »: Monday to Sunday in the provider's zone, live like the agenda. */
export function WeekFigures({ zone }: { zone: string }) {
  const { from, to } = weekAround(nowIn(zone));
  const query = useBookingsQuery({ from: from.toUTC().toISO() ?? '', to: to.toUTC().toISO() ?? '' });
  const sunday = to.minus({ days: 1 });
  return (
    <OverviewCard
      title="Cette semaine"
      aside={`du ${formatDate(from.toJSDate(), zone, 'weekday')} au ${formatDate(sunday.toJSDate(), zone, 'weekday')}`}
    >
      <CardQuery
        query={query}
        loadingLabel="Chargement des chiffres de la semaine…"
        errorLabel="Impossible de charger les chiffres de la semaine."
        rows={1}
      >
        {(bookings) => {
          // The list holds what overlaps the week: one that began on Sunday night belongs to last week.
          const { count, expectedCents } = weekFigures(
            bookings.filter((b) => Date.parse(b.start) >= from.toMillis()),
          );
          return (
            <>
              <dl className="grid grid-cols-2 gap-4">
                <div>
                  <dt className="text-slate-600">Rendez-vous</dt>
                  <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{count}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Chiffre d’affaires prévu</dt>
                  <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
                    {formatPrice(expectedCents)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-xs text-slate-600">
                Somme des prix des rendez-vous confirmés ou terminés, réglés ou non.
              </p>
            </>
          );
        }}
      </CardQuery>
    </OverviewCard>
  );
}
