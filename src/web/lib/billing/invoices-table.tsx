import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../shared/french-format';
import { BILLING_TIME_ZONE } from '../../../shared/pricing';
import {
  INVOICE_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type TInvoice,
} from '../../../shared/schemas/payments';
import { DownloadButton } from '../../components/ui/download-button';
import { ScrollArea } from '../../components/ui/scroll-area';

/**
 * Invoices and credit notes (ADR 0037): number, date, what, amount TTC, state and the PDF. The
 * team's view adds the customer and its own actions.
 */
export function InvoicesTable({
  invoices,
  caption,
  pdfPath,
  showCustomer = false,
  actions,
  empty = 'Aucune facture pour l’instant.',
}: {
  invoices: TInvoice[];
  caption: string;
  pdfPath: (invoice: TInvoice) => string;
  showCustomer?: boolean;
  actions?: (invoice: TInvoice) => ReactNode;
  empty?: string;
}) {
  if (invoices.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ScrollArea label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Numéro
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Date
            </th>
            {showCustomer && (
              <th scope="col" className="py-2 pr-3 font-semibold">
                Client
              </th>
            )}
            <th scope="col" className="py-2 pr-3 font-semibold">
              Désignation
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Montant TTC
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              État
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="py-2 pr-3 whitespace-nowrap font-medium text-slate-900">
                {INVOICE_KIND_LABELS[invoice.kind]} {invoice.number}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap text-slate-600">
                {formatDate(invoice.issuedAt, BILLING_TIME_ZONE, 'medium')}
              </td>
              {showCustomer && (
                <td className="py-2 pr-3 text-slate-900">
                  <Link className="text-brand-700 underline" to={`/admin/users/${invoice.customer.id}`}>
                    {invoice.customer.name}
                  </Link>
                </td>
              )}
              <td className="py-2 pr-3 text-slate-700">{invoice.label}</td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums text-slate-900">
                {formatPrice(invoice.totalInclCents)}
              </td>
              <td className="py-2 pr-3 text-slate-600">
                {invoice.status
                  ? PAYMENT_STATUS_LABELS[invoice.status]
                  : `Sur ${invoice.creditedInvoiceNumber ?? 'la facture'}`}
                <span className="block text-xs">{PAYMENT_METHOD_LABELS[invoice.method]}</span>
              </td>
              <td className="py-2 whitespace-nowrap">
                <div className="flex flex-wrap items-center gap-2">
                  <DownloadButton
                    path={pdfPath(invoice)}
                    filename={`${invoice.kind === 'invoice' ? 'facture' : 'avoir'}-${invoice.number}.pdf`}
                    label={`Télécharger ${invoice.kind === 'invoice' ? 'la facture' : 'l’avoir'} ${invoice.number} (PDF)`}
                  >
                    Télécharger
                  </DownloadButton>
                  {actions?.(invoice)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
