import { Calculator } from 'lucide-react';
import { useState } from 'react';
import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '../../../shared/schemas/payments';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PagedResults } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { InvoicesTable } from '../../lib/billing/invoices-table';
import { toQueryString } from '../../lib/query-string';
import { downloadApiFile } from '../../lib/save-file';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useAdminInvoicesQuery, useComptaQuery } from './api/compta';
import { ComptaSummary } from './components/compta-summary';
import { PendingTransfers } from './components/pending-transfers';

const FILTER_KEYS = ['from', 'to', 'kind', 'status'] as const;

function Documents({
  filters,
  page,
  onPage,
}: {
  filters: Record<(typeof FILTER_KEYS)[number], string>;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useAdminInvoicesQuery({ ...filters, page });
  return (
    <QueryState
      query={query}
      loadingLabel="Chargement des factures…"
      errorLabel="Impossible de charger les factures."
    >
      {(data) =>
        data.total === 0 ? (
          <EmptyState icon={Calculator} title="Aucune écriture comptable">
            Aucune facture ni aucun avoir sur cette période : chaque paiement de pack ou de recharge figurera
            ici.
          </EmptyState>
        ) : (
          <PagedResults
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            busy={query.isFetching}
            countLabel={`${data.total} pièce${data.total > 1 ? 's' : ''}`}
            pagerLabel="Pages des factures"
            onPage={onPage}
          >
            <InvoicesTable
              invoices={data.invoices}
              caption="Factures et avoirs, les plus récents d’abord"
              pdfPath={(invoice) => `/api/admin/invoices/${invoice.id}/pdf`}
              showCustomer
            />
          </PagedResults>
        )
      }
    </QueryState>
  );
}

/** /admin/compta (ADR 0037): the books of a month range, the invoices and the journal for the accountant. */
export function ComptaPage() {
  useDocumentTitle('Comptabilité — Administration — Créneau');
  const { filters, page, setFilter, setPage } = useSearchFilters(FILTER_KEYS);
  const range = { from: filters.from, to: filters.to };
  const books = useComptaQuery(range);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const exportCsv = async () => {
    setExporting('busy');
    try {
      await downloadApiFile(`/api/admin/compta/export.csv${toQueryString(range)}`, 'journal-ventes.csv');
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };
  return (
    <>
      <PageHeader title="Comptabilité">
        Ventes de packs et de recharges, remboursements, factures et avoirs. Sans dates, les douze derniers
        mois.
      </PageHeader>
      <form
        className="mb-6 flex flex-wrap items-end gap-3"
        aria-label="Période et filtres"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Du mois"
          type="month"
          value={filters.from}
          onChange={(e) => setFilter('from', e.target.value)}
        />
        <TextField
          label="Au mois"
          type="month"
          value={filters.to}
          onChange={(e) => setFilter('to', e.target.value)}
        />
        <SelectField label="Pièce" value={filters.kind} onChange={(e) => setFilter('kind', e.target.value)}>
          <option value="">Toutes</option>
          {INVOICE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {INVOICE_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="État"
          value={filters.status}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <option value="">Tous</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <ActionButton variant="secondary" loading={exporting === 'busy'} onClick={exportCsv}>
          Exporter le journal (CSV)
        </ActionButton>
        {exporting === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            L’export n’a pas pu être téléchargé. Réessayez.
          </p>
        )}
      </form>
      <PendingTransfers />
      <QueryState
        query={books}
        loadingLabel="Chargement des comptes…"
        errorLabel="Impossible de charger les comptes."
      >
        {(data) => <ComptaSummary books={data} />}
      </QueryState>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Factures et avoirs</h2>
      <Documents filters={filters} page={page} onPage={setPage} />
    </>
  );
}
