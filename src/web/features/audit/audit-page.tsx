import { ScrollText } from 'lucide-react';
import type { TAuditListQuery } from '../../../shared/schemas/audit';
import { AuditEntries } from '../../components/admin/audit-entries';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PagedResults } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useAuditQuery } from './api/list-audit';
import { AuditFilters, type TAuditFilterKey } from './components/audit-filters';

const FILTER_KEYS: readonly TAuditFilterKey[] = [
  'action',
  'targetType',
  'targetId',
  'impersonationId',
  'from',
  'to',
];

/** /admin/audit: every administrator's write, newest first, filtered and paged. Kept one year. */
export function AuditPage() {
  useDocumentTitle('Journal d’audit — Administration — Créneau');
  const { filters, page, setFilter, setPage } = useSearchFilters(FILTER_KEYS);
  const audit = useAuditQuery({ ...filters, page } as TAuditListQuery);

  return (
    <>
      <PageHeader title="Journal d’audit">
        Chaque action d’un administrateur, avec son auteur, son motif et les valeurs avant et après. Gardé un
        an.
      </PageHeader>
      <AuditFilters filters={filters} onChange={setFilter} />
      {filters.impersonationId && (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          Ce qui a été fait pendant une seule connexion à la place d’un utilisateur.
          <ActionButton variant="secondary" size="sm" onClick={() => setFilter('impersonationId', '')}>
            Voir tout le journal
          </ActionButton>
        </p>
      )}
      {filters.targetId && (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          Actions sur une seule cible.
          <ActionButton variant="secondary" size="sm" onClick={() => setFilter('targetId', '')}>
            Voir toutes les cibles
          </ActionButton>
        </p>
      )}
      <QueryState
        query={audit}
        loadingLabel="Chargement du journal…"
        errorLabel="Impossible de charger le journal."
      >
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyState icon={ScrollText} title="Aucune entrée ne correspond à ces critères.">
              Modifiez les filtres ou la période.
            </EmptyState>
          ) : (
            <PagedResults
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              busy={audit.isFetching}
              countLabel={`${data.total} entrée${data.total > 1 ? 's' : ''}`}
              pagerLabel="Pages du journal"
              onPage={setPage}
            >
              <AuditEntries entries={data.entries} />
            </PagedResults>
          )
        }
      </QueryState>
    </>
  );
}
