import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/french-format';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TOrder } from '../../../../shared/schemas/shop';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useOrderUpdates } from '../../../lib/realtime/use-order-updates';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { OrderStatusBadge } from '../components/order-status-badge';
import { formatShopDateTime } from '../utils/shop-format';
import { useAdminOrdersQuery, useApplyAdminOrder } from './api/orders';

const FILTER_KEYS = ['status', 'refundDue'] as const;

function OrderRow({ order }: { order: TOrder }) {
  const items = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
      <div className="min-w-0 flex-1">
        <Link
          to={`/admin/physical-orders/${order.id}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {order.reference}
        </Link>
        <p className="truncate text-sm text-slate-700">
          {order.customer.name || order.customer.email} · {items} article{items > 1 ? 's' : ''}
        </p>
        <p className="text-xs text-slate-600">{formatShopDateTime(order.createdAt)}</p>
      </div>
      <p className="font-semibold tabular-nums text-slate-900">{formatPrice(order.totalInclCents)}</p>
      <OrderStatusBadge status={order.status} />
    </li>
  );
}

/** /admin/physical-orders (issue 14, ADR 0038): every order, filtered by status, live. */
export function AdminOrdersPage() {
  useDocumentTitle('Commandes physiques — Administration — Créneau');
  const { filters, page, setFilter, setPage } = useSearchFilters(FILTER_KEYS);
  const orders = useAdminOrdersQuery({ status: filters.status, refundDue: filters.refundDue, page });
  useOrderUpdates(useApplyAdminOrder());
  return (
    <>
      <PageHeader title="Commandes physiques">
        Les commandes passées dans « Boutique » : paiement, préparation, expédition et livraison. Chaque
        changement de statut prévient le professionnel par notification et par e-mail.
      </PageHeader>
      <div className="mb-4 grid max-w-xl gap-3 sm:grid-cols-2">
        <SelectField
          label="Statut"
          value={filters.status}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <option value="">Tous les statuts</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Remboursement"
          value={filters.refundDue}
          onChange={(e) => setFilter('refundDue', e.target.value)}
        >
          <option value="">Toutes les commandes</option>
          <option value="true">Virement à rembourser</option>
        </SelectField>
      </div>
      <QueryState
        query={orders}
        loadingLabel="Chargement des commandes…"
        errorLabel="Impossible de charger les commandes."
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={Truck} title="Aucune commande">
              {filters.refundDue
                ? 'Aucun virement à rembourser.'
                : filters.status
                  ? `Aucune commande « ${ORDER_STATUS_LABELS[filters.status as TOrder['status']] ?? filters.status} ».`
                  : 'Les commandes des professionnels apparaîtront ici dès la première.'}
            </EmptyState>
          ) : (
            <PagedResults
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              busy={orders.isFetching}
              countLabel={`${data.total} commande${data.total > 1 ? 's' : ''}`}
              pagerLabel="Pages des commandes"
              onPage={setPage}
            >
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.orders.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </ul>
            </PagedResults>
          )
        }
      </QueryState>
    </>
  );
}
