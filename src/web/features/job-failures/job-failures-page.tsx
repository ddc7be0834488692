import { CircleCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  JOB_FAILURE_STATUSES,
  type TJobFailure,
  type TJobFailureStatus,
} from '../../../shared/schemas/job-failures';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PagedResults } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { Toast } from '../../components/ui/toast';
import { ToggleGroup } from '../../components/ui/toggle-group';
import { parseApiError } from '../../lib/parse-api-error';
import { useSearchFilters } from '../../lib/use-search-filters';
import { type TJobFailureAction, useJobFailureActionMutation } from './api/job-failure-action';
import { useJobFailuresQuery } from './api/list-job-failures';
import { JobFailuresTable } from './components/job-failures-table';

type TFilter = TJobFailureStatus | 'all';
type TPending = { failure: TJobFailure; action: TJobFailureAction } | null;

const FILTERS: ReadonlyArray<{ id: TFilter; label: string }> = [
  { id: 'open', label: 'À traiter' },
  { id: 'resolved', label: 'Traités' },
  { id: 'all', label: 'Tous' },
];

const CONFIRM: Record<TJobFailureAction, { title: string; label: string; done: string }> = {
  retry: { title: 'Relancer cet envoi ?', label: 'Relancer', done: 'Envoi relancé' },
  resolve: {
    title: 'Marquer cet envoi comme traité ?',
    label: 'Marquer comme traité',
    done: 'Envoi marqué comme traité',
  },
};

const isStatus = (value: string): value is TJobFailureStatus =>
  (JOB_FAILURE_STATUSES as readonly string[]).includes(value);

function countLabel(total: number): string {
  return `${total} envoi${total > 1 ? 's' : ''}`;
}

/**
 * /admin/job-failures, « Envois en échec » (ADR 0053): the jobs that failed their last attempt —
 * a refund, an e-mail… — each retried or marked as handled after a confirmation.
 */
export function JobFailuresPage() {
  useDocumentTitle('Envois en échec — Administration — Créneau');
  const { filters, page, setFilter, setPage } = useSearchFilters(['status'] as const);
  // Open ones by default: what waits for an administrator.
  const filter: TFilter =
    filters.status === 'all' ? 'all' : isStatus(filters.status) ? filters.status : 'open';
  const failures = useJobFailuresQuery({ status: filter === 'all' ? undefined : filter, page });
  const action = useJobFailureActionMutation();
  const [confirming, setConfirming] = useState<TPending>(null);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  return (
    <>
      <PageHeader title="Envois en échec">
        Les envois qui ont échoué à chacun de leurs essais : remboursements et résiliations Stripe, e-mails,
        notifications… Relancez-les une fois la cause corrigée, ou marquez-les comme traités si vous les avez
        faits à la main. Chaque action est inscrite au journal d’audit.
      </PageHeader>
      <ToggleGroup
        legend="Envois affichés"
        options={FILTERS}
        value={filter}
        onChange={(next) => setFilter('status', next === 'open' ? '' : next)}
        className="mb-4"
      />
      <QueryState
        query={failures}
        loadingLabel="Chargement des envois en échec…"
        errorLabel="Impossible de charger les envois en échec."
      >
        {(data) =>
          data.failures.length === 0 ? (
            <EmptyState icon={CircleCheck} title="Aucun envoi en échec">
              {filter === 'open'
                ? 'Tous les envois sont partis : rien n’attend votre intervention.'
                : 'Aucun envoi ne correspond à ce filtre.'}
            </EmptyState>
          ) : (
            <PagedResults
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              busy={failures.isFetching}
              countLabel={countLabel(data.total)}
              pagerLabel="Pages des envois en échec"
              onPage={setPage}
            >
              <JobFailuresTable
                failures={data.failures}
                onAction={(failure, kind) => {
                  action.reset();
                  setConfirming({ failure, action: kind });
                }}
              />
            </PagedResults>
          )
        }
      </QueryState>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? CONFIRM[confirming.action].title : ''}
        confirmLabel={confirming ? CONFIRM[confirming.action].label : ''}
        tone="primary"
        pending={action.isPending}
        error={action.error ? parseApiError(action.error).message : null}
        onConfirm={() => {
          if (!confirming) return;
          const { failure, action: kind } = confirming;
          action.mutate(
            { id: failure.id, action: kind },
            {
              onSuccess: () => {
                setConfirming(null);
                setToast(CONFIRM[kind].done);
              },
            },
          );
        }}
      >
        {confirming?.action === 'retry'
          ? `« ${confirming.failure.label} » est envoyé de nouveau, avec les mêmes données : un remboursement déjà fait chez Stripe n’est pas refait.`
          : `« ${confirming?.failure.label ?? ''} » ne sera plus relancé. Faites-le d’abord à la main si nécessaire (par exemple dans le tableau de bord Stripe).`}
      </ConfirmDialog>
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
