import type { TOrder } from '../../../../shared/schemas/shop';
import { DownloadButton } from '../../../components/ui/download-button';

/** The order's invoice as a PDF (the same file as in « Abonnement › Factures » and /admin/compta). */
export function InvoiceButton({ invoice, path }: { invoice: NonNullable<TOrder['invoice']>; path: string }) {
  return (
    <DownloadButton path={path} filename={`facture-${invoice.number}.pdf`}>
      Télécharger la facture {invoice.number} <span className="sr-only">(PDF)</span>
    </DownloadButton>
  );
}
