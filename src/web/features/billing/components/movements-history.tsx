import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { MovementsTable } from '../../../lib/billing/movements-table';
import { type TMovementsScope, useMovementsQuery } from '../api/get-movements';

const TEXTS: Record<TMovementsScope, { caption: string; pager: string; unit: 'Rendez-vous' | 'SMS' }> = {
  quota: {
    caption: 'Historique du quota, le plus récent d’abord',
    pager: 'Pages de l’historique',
    unit: 'Rendez-vous',
  },
  sms: {
    caption: 'Historique des crédits SMS, le plus récent d’abord',
    pager: 'Pages de l’historique des SMS',
    unit: 'SMS',
  },
};

/** One history of the ledger, paged: the quota's, or the SMS credits' (issue 35). */
export function MovementsHistory({ scope }: { scope: TMovementsScope }) {
  const [page, setPage] = useState(1);
  const query = useMovementsQuery(page, scope);
  const text = TEXTS[scope];
  return (
    <QueryState
      query={query}
      loadingLabel="Chargement de l’historique…"
      errorLabel="L’historique n’a pas pu être chargé."
    >
      {(data) => (
        <>
          <MovementsTable movements={data.movements} caption={text.caption} unit={text.unit} />
          <Pager
            label={text.pager}
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </QueryState>
  );
}
