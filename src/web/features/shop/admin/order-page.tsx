import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { DownloadButton } from '../../../components/ui/download-button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useOrderUpdates } from '../../../lib/realtime/use-order-updates';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderSummary } from '../components/order-summary';
import { formatShopDateTime } from '../utils/shop-format';
import { orderApiPath, useAdminOrderQuery, useApplyAdminOrder } from './api/orders';
import { OrderStatusForm } from './components/order-status-form';

/** /admin/physical-orders/:id: one order, its next allowed step, its packing slip; live. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const query = useAdminOrderQuery(id);
  const apply = useApplyAdminOrder();
  useOrderUpdates((order) => order.id === id && apply(order));
  useDocumentTitle(`Commande ${query.data?.reference ?? ''} — Administration — Créneau`);

  return (
    <>
      <Link
        to="/admin/physical-orders"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Toutes les commandes
      </Link>
      <QueryState
        query={query}
        loadingLabel="Chargement de la commande…"
        errorLabel="Impossible de charger cette commande."
      >
        {(order) => (
          <>
            <PageHeader title={`Commande ${order.reference}`}>
              <span className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={order.status} />
                <span>
                  Passée le {formatShopDateTime(order.createdAt)} par{' '}
                  <Link
                    to={`/admin/users/${order.customer.id}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {order.customer.name || order.customer.email}
                  </Link>{' '}
                  ({order.customer.email})
                </span>
              </span>
            </PageHeader>
            <div className="grid items-start gap-5 lg:grid-cols-[2fr_1fr]">
              <div className="space-y-5 lg:col-start-2 lg:row-start-1">
                <SectionCard title="Statut">
                  <OrderStatusForm key={order.status} order={order} />
                </SectionCard>
                <SectionCard title="Préparation">
                  <DownloadButton
                    path={`${orderApiPath(order.id)}/packing-slip.pdf`}
                    filename={`bordereau-${order.reference}.pdf`}
                  >
                    Bordereau de préparation <span className="sr-only">(PDF)</span>
                  </DownloadButton>
                </SectionCard>
              </div>
              <div className="lg:col-start-1 lg:row-start-1">
                <SectionCard title="Détail">
                  <OrderSummary
                    order={order}
                    invoicePath={(invoiceId) => `/api/admin/invoices/${encodeURIComponent(invoiceId)}/pdf`}
                  />
                </SectionCard>
              </div>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
