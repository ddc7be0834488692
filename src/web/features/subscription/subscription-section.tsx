import { useState } from 'react';
import { ActionButton } from '../../components/ui/action-button';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { MovementsTable } from '../../lib/billing/movements-table';
import { QuotaUsage } from '../../lib/billing/quota-usage';
import { QuotaWarning } from '../../lib/billing/quota-warning';
import { useBalance } from '../../lib/billing/use-balance';
import { useMovementsQuery } from './api/get-movements';
import { usePacksQuery } from './api/get-packs';
import { PackOffers } from './components/pack-offers';

function History() {
  const [page, setPage] = useState(1);
  const query = useMovementsQuery(page);
  return (
    <QueryState
      query={query}
      loadingLabel="Chargement de l’historique…"
      errorLabel="L’historique n’a pas pu être chargé."
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
        return (
          <>
            <MovementsTable
              movements={data.movements}
              caption="Historique du quota, le plus récent d’abord"
            />
            {pages > 1 && (
              <nav aria-label="Pages de l’historique" className="mt-3 flex items-center gap-3 text-sm">
                <ActionButton
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Précédent
                </ActionButton>
                <span>
                  Page {page} sur {pages}
                </span>
                <ActionButton
                  variant="secondary"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Suivant
                </ActionButton>
              </nav>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

/** « Abonnement » (issue 12, ADR 0036): the plan, what is left, why, and the offers. */
export function SubscriptionSection() {
  const balance = useBalance();
  const packs = usePacksQuery();
  return (
    <>
      <PageHeader title="Abonnement">
        Votre pack, vos rendez-vous restants et l’historique de votre quota.
      </PageHeader>
      <div className="space-y-4">
        <QueryState
          query={balance}
          loadingLabel="Chargement de votre quota…"
          errorLabel="Votre quota n’a pas pu être chargé."
        >
          {(data) => (
            <>
              <QuotaWarning balance={data} withLink={false} />
              <SectionCard title="Votre quota">
                <QuotaUsage balance={data} detailed />
                <p className="mt-3 text-sm text-slate-600">
                  Quand il ne vous reste plus de rendez-vous, votre page de réservation l’indique à vos
                  clients et leur donne votre téléphone et votre adresse e-mail. Un rendez-vous annulé vous
                  est rendu tant que sa période n’est pas terminée.
                </p>
              </SectionCard>
              <SectionCard title="Packs et recharges">
                <QueryState
                  query={packs}
                  loadingLabel="Chargement des offres…"
                  errorLabel="Les offres n’ont pas pu être chargées."
                >
                  {(catalogue) => <PackOffers catalogue={catalogue} balance={data} />}
                </QueryState>
              </SectionCard>
            </>
          )}
        </QueryState>
        <SectionCard title="Historique">
          <History />
        </SectionCard>
      </div>
    </>
  );
}
