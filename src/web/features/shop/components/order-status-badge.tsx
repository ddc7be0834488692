import {
  CircleCheck,
  CircleX,
  Clock,
  type LucideIcon,
  PackageCheck,
  PackageOpen,
  Truck,
  Undo2,
} from 'lucide-react';
import { ORDER_STATUS_LABELS, type TOrderStatus } from '../../../../shared/schemas/shop';

const LOOKS: Record<TOrderStatus, { icon: LucideIcon; classes: string }> = {
  pending_payment: { icon: Clock, classes: 'border-amber-300 bg-amber-50 text-amber-900' },
  paid: { icon: CircleCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  preparing: { icon: PackageOpen, classes: 'border-sky-300 bg-sky-50 text-sky-900' },
  shipped: { icon: Truck, classes: 'border-brand-200 bg-brand-50 text-brand-900' },
  delivered: { icon: PackageCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  cancelled: { icon: CircleX, classes: 'border-slate-300 bg-slate-100 text-slate-800' },
  refunded: { icon: Undo2, classes: 'border-slate-300 bg-slate-100 text-slate-800' },
};

/** An order's status: its words and an icon, the colour only adding to them. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { icon: Icon, classes } = LOOKS[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${classes}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Statut : </span>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
