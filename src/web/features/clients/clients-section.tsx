import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { inputClasses } from '../../components/ui/field-shell';
import { Notice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { InlineSpinner } from '../../components/ui/spinner';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useClientsQuery } from './api/list-clients';
import { ClientList } from './components/client-list';

const SEARCH_DELAY_MS = 300;

/** Clients: everyone who booked, from the bookings themselves (no account), searchable, with their data rights. */
export function ClientsSection() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const clients = useClientsQuery(query);
  const { zone } = useProviderZone();
  const list = clients.data ?? [];

  return (
    <>
      <PageHeader title="Clients">
        Les personnes qui ont réservé chez vous. Un client vous demande une copie de ses données ou leur
        effacement ? Répondez-lui depuis sa fiche.
      </PageHeader>
      <div className="relative mb-5 max-w-md">
        <label htmlFor="clients-search" className="sr-only">
          Rechercher un client
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="clients-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Nom, e-mail ou téléphone"
          autoComplete="off"
          className={`${inputClasses} border-slate-300 pl-9`}
        />
      </div>
      {clients.isPending && <InlineSpinner label="Chargement des clients…" />}
      {clients.isError && (
        <div className="space-y-3">
          <Notice tone="error">Impossible de charger vos clients.</Notice>
          <ActionButton variant="secondary" onClick={() => void clients.refetch()}>
            Réessayer
          </ActionButton>
        </div>
      )}
      {clients.isSuccess &&
        list.length === 0 &&
        (query ? (
          <EmptyState icon={Search} title="Aucun client trouvé">
            Aucun client ne correspond à « {query} ».
          </EmptyState>
        ) : (
          <EmptyState icon={Users} title="Aucun client pour le moment">
            Chaque personne qui réserve un rendez-vous apparaît ici, sans avoir besoin de créer de compte.
          </EmptyState>
        ))}
      {list.length > 0 && (
        <>
          <p className="mb-3 text-sm text-slate-600" role="status">
            {list.length} client{list.length > 1 ? 's' : ''}
          </p>
          <ClientList clients={list} zone={zone} />
        </>
      )}
    </>
  );
}
