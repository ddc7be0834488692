import { Link } from 'react-router';
import type { TWaitlistOfferLine } from '../../../../shared/schemas/overview';
import { sectionPath } from '../../../components/layout/dashboard-sections';
import { useServicesQuery } from '../../../lib/provider-data/get-services';
import type { useOverviewQuery } from '../api/get-overview';
import { CardQuery, OverviewCard } from './overview-card';
import { whenSaid } from './recent-cancellations';

const WAITLIST_PATH = sectionPath('waitlist');

function OfferRow({ line, zone, outcome }: { line: TWaitlistOfferLine; zone: string; outcome: string }) {
  const services = useServicesQuery();
  const service = services.data?.find((s) => s.id === line.serviceId)?.name;
  return (
    <li>
      <Link
        to={WAITLIST_PATH}
        className="block rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="block font-medium text-slate-900">
          {line.clientName}
          {service && <span className="font-normal text-slate-600"> · {service}</span>}
        </span>
        <span className="block text-slate-600">
          Créneau proposé {whenSaid(line.offeredAt, zone)} : {outcome}
        </span>
      </Link>
    </li>
  );
}

/** « Liste d’attente »: the offers out, the last one taken, how many still wait; one click to the list. */
export function WaitlistGlance({
  query,
  zone,
}: {
  query: ReturnType<typeof useOverviewQuery>;
  zone: string;
}) {
  return (
    <OverviewCard title="Liste d’attente" link={{ to: WAITLIST_PATH, label: 'Voir la liste d’attente' }}>
      <CardQuery
        query={query}
        loadingLabel="Chargement de la liste d’attente…"
        errorLabel="Impossible de charger la liste d’attente."
      >
        {({ waitlist }) => {
          const { waiting, offered, lastClaimed } = waitlist;
          if (waiting === 0 && offered.length === 0 && !lastClaimed)
            return <p className="text-slate-600">Personne n’attend de créneau pour le moment.</p>;
          return (
            <>
              <p>
                {waiting === 0
                  ? 'Personne d’autre n’attend.'
                  : `${waiting} personne${waiting > 1 ? 's attendent' : ' attend'} qu’un créneau se libère.`}
              </p>
              {(offered.length > 0 || lastClaimed) && (
                <ul
                  className="-mx-2 mt-2 divide-y divide-slate-100"
                  aria-label="Offres de la liste d’attente"
                >
                  {offered.map((line) => (
                    <OfferRow key={line.entryId} line={line} zone={zone} outcome="pas encore réservé" />
                  ))}
                  {lastClaimed && <OfferRow line={lastClaimed} zone={zone} outcome="réservé" />}
                </ul>
              )}
            </>
          );
        }}
      </CardQuery>
    </OverviewCard>
  );
}
