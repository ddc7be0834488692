import { ChevronDown, Package } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatPrice } from '../../../../shared/french-format';
import { BILLING_TIME_ZONE } from '../../../../shared/pricing';
import type { TOrder } from '../../../../shared/schemas/shop';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useOrdersQuery } from '../api/shop-api';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';
import { OrderSummary, trackingText } from './order-summary';

function OrderRow({
  order,
  expanded,
  onToggle,
  paymentsEnabled,
}: {
  order: TOrder;
  expanded: boolean;
  onToggle: () => void;
  paymentsEnabled: boolean;
}) {
  const detailId = `commande-${order.id}`;
  const tracking = trackingText(order);
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
        <div className="min-w-56 flex-1">
          <h3 className="font-semibold text-slate-900">Commande {order.reference}</h3>
          <p className="text-sm text-slate-600">
            Du {formatDate(order.createdAt, BILLING_TIME_ZONE, 'long')} ·{' '}
            <span className="font-medium tabular-nums text-slate-900">
              {formatPrice(order.totalInclCents)}
            </span>
          </p>
          {tracking && <p className="text-sm font-medium text-slate-800">{tracking}</p>}
        </div>
        <OrderStatusBadge status={order.status} />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailId}
          onClick={onToggle}
          className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Détails <span className="sr-only">de la commande {order.reference}</span>
          <ChevronDown
            className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </div>
      <div id={detailId} hidden={!expanded} className="border-t border-slate-100 p-4">
        {expanded && (
          <OrderSummary
            order={order}
            invoicePath={(id) => `/api/billing/invoices/${encodeURIComponent(id)}/pdf`}
          >
            <OrderActions order={order} paymentsEnabled={paymentsEnabled} />
          </OrderSummary>
        )}
      </div>
    </li>
  );
}

/** « Mes commandes »: newest first, each opening on its detail; `open` starts opened (a return from Stripe). */
export function OrdersPanel({ open, paymentsEnabled }: { open: string | null; paymentsEnabled: boolean }) {
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(open ? [open] : []));
  const [opened, setOpened] = useState(open);
  // Another order to show (just placed): open it too.
  if (open !== opened) {
    setOpened(open);
    if (open) setExpanded((current) => new Set([...current, open]));
  }
  const query = useOrdersQuery(page);
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <QueryState
      query={query}
      loadingLabel="Chargement de vos commandes…"
      errorLabel="Vos commandes n’ont pas pu être chargées."
    >
      {(data) =>
        data.orders.length === 0 ? (
          <EmptyState icon={Package} title="Aucune commande" titleAs="h2">
            Vous n’avez pas encore passé de commande.
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-3" aria-label="Mes commandes, les plus récentes d’abord">
              {data.orders.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  expanded={expanded.has(order.id)}
                  onToggle={() => toggle(order.id)}
                  paymentsEnabled={paymentsEnabled}
                />
              ))}
            </ul>
            <Pager
              label="Pages des commandes"
              page={page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={setPage}
            />
          </>
        )
      }
    </QueryState>
  );
}
