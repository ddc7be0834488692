import { Search, Users } from 'lucide-react';
import { CLIENTS_PAGE_SIZE } from '../../../shared/schemas/clients';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { inputClasses } from '../../components/ui/field-shell';
import { Notice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { PagedResults } from '../../components/ui/pager';
import { InlineSpinner } from '../../components/ui/spinner';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import { ClientCards } from './components/client-cards';
import { ClientSortSelect } from './components/client-sort-select';
import { ClientsTable } from './components/clients-table';
import { ErasedToast } from './components/erased-toast';
import { useClientsList } from './hooks/use-clients-list';

/** Clients: everyone who booked, from the bookings themselves (no account), searchable, sortable, paged. */
export function ClientsSection() {
  const { search, setSearch, q, sorting, sortBy, sortAs, page, setPage, query } = useClientsList();
  const { zone } = useProviderZone();
  const clients = query.data?.clients ?? [];
  const total = query.data?.total ?? 0;

  return (
    <>
      <PageHeader title="Clients">
        Les personnes qui ont réservé chez vous. Ouvrez la fiche d’un client pour voir ses rendez-vous, écrire
        une note, exporter ou effacer ses données.
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
      {query.isPending && <InlineSpinner label="Chargement des clients…" />}
      {query.isError && (
        <div className="space-y-3">
          <Notice tone="error">Impossible de charger vos clients.</Notice>
          <ActionButton variant="secondary" onClick={() => void query.refetch()}>
            Réessayer
          </ActionButton>
        </div>
      )}
      {query.isSuccess &&
        total === 0 &&
        (q ? (
          <EmptyState icon={Search} title="Aucun client trouvé">
            Aucun client ne correspond à « {q} ».
          </EmptyState>
        ) : (
          <EmptyState icon={Users} title="Aucun client pour le moment">
            Chaque personne qui réserve un rendez-vous apparaît ici, sans avoir besoin de créer de compte.
          </EmptyState>
        ))}
      {total > 0 && (
        <PagedResults
          busy={query.isPlaceholderData}
          countLabel={`${total} client${total > 1 ? 's' : ''}`}
          pagerLabel="Pages des clients"
          page={page}
          pageSize={CLIENTS_PAGE_SIZE}
          total={total}
          onPage={setPage}
        >
          <ClientSortSelect sorting={sorting} onChange={sortAs} />
          <ClientsTable clients={clients} zone={zone} sorting={sorting} onSort={sortBy} />
          <ClientCards clients={clients} zone={zone} />
        </PagedResults>
      )}
      <ErasedToast />
    </>
  );
}
