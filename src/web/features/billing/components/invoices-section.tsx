import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { InvoicesTable } from '../../../lib/billing/invoices-table';
import { useInvoicesQuery } from '../api/payments';

/** « Factures » (ADR 0037): every invoice and credit note, with its PDF; refreshed live after a payment. */
export function InvoicesSection() {
  const [page, setPage] = useState(1);
  const query = useInvoicesQuery(page);
  return (
    <QueryState
      query={query}
      loadingLabel="Chargement de vos factures…"
      errorLabel="Vos factures n’ont pas pu être chargées."
    >
      {(data) => (
        <>
          <InvoicesTable
            invoices={data.invoices}
            caption="Vos factures et avoirs, les plus récents d’abord"
            pdfPath={(invoice) => `/api/billing/invoices/${invoice.id}/pdf`}
          />
          <Pager
            label="Pages des factures"
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
