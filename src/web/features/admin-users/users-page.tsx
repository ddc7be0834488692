import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TAdminUserListQuery } from '../../../shared/schemas/admin-users';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PagedResults } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useUsersQuery } from './api/list-users';
import { type TUsersFilterKey, UsersFilters } from './components/users-filters';
import { UsersTable } from './components/users-table';

const FILTER_KEYS: readonly TUsersFilterKey[] = ['q', 'role', 'status', 'verified', 'plan'];

function countLabel(total: number): string {
  return `${total} utilisateur${total > 1 ? 's' : ''}`;
}

/**
 * /admin: every account, searched, filtered and paged, each opening its page. `notices` are what the
 * administration's home shows above the list (another feature's, composed by the route).
 */
export function UsersPage({ notices }: { notices?: ReactNode } = {}) {
  useDocumentTitle('Utilisateurs — Administration — Créneau');
  const { filters, page, setFilter, setPage } = useSearchFilters(FILTER_KEYS);
  const users = useUsersQuery({ ...filters, page } as TAdminUserListQuery);

  return (
    <>
      <PageHeader title="Utilisateurs">
        Recherchez un compte par nom ou par adresse e-mail, filtrez, puis ouvrez sa fiche.
      </PageHeader>
      {notices}
      <UsersFilters filters={filters} onChange={setFilter} />
      <QueryState
        query={users}
        loadingLabel="Chargement des utilisateurs…"
        errorLabel="Impossible de charger les utilisateurs."
      >
        {(data) =>
          data.users.length === 0 ? (
            <EmptyState icon={Users} title="Aucun utilisateur ne correspond à ces critères.">
              Modifiez la recherche ou les filtres.
            </EmptyState>
          ) : (
            <PagedResults
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              busy={users.isFetching}
              countLabel={countLabel(data.total)}
              pagerLabel="Pages des utilisateurs"
              onPage={setPage}
            >
              <UsersTable users={data.users} />
            </PagedResults>
          )
        }
      </QueryState>
    </>
  );
}
