import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../components/ui/query-state';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import { useClientQuery } from './api/get-client';
import { ClientRecord, type TNewBookingClient } from './components/client-record';

type ClientPageProps = {
  /** « Nouveau rendez-vous » for this client: the router gives the bookings feature's form (issue 37). */
  onNewBooking?: (client: TNewBookingClient) => void;
};

/** /dashboard/clients/{key}: one client's page (« fiche »), reached from the Clients list. */
export function ClientPage({ onNewBooking }: ClientPageProps) {
  const { clientKey = '' } = useParams();
  const client = useClientQuery(clientKey);
  const { zone } = useProviderZone();
  return (
    <>
      <Link
        to="/dashboard/clients"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Retour aux clients
      </Link>
      <QueryState
        query={client}
        loadingLabel="Chargement de la fiche client…"
        errorLabel="Impossible d’afficher la fiche de ce client."
      >
        {(data) => <ClientRecord key={data.key} client={data} zone={zone} onNewBooking={onNewBooking} />}
      </QueryState>
    </>
  );
}
