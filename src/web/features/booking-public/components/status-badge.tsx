import type { TBookingStatus } from '../../../../shared/schemas/booking';

const LABELS: Record<TBookingStatus, { label: string; tone: string }> = {
  confirmed: { label: 'Confirmé', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  cancelled: { label: 'Annulé', tone: 'bg-red-50 text-red-800 ring-red-200' },
  no_show: { label: 'Absence constatée', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  completed: { label: 'Terminé', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  awaiting_payment: { label: 'En attente de paiement', tone: 'bg-violet-50 text-violet-900 ring-violet-200' },
};

/** The booking's status in words, never by colour alone. */
export function StatusBadge({ status }: { status: TBookingStatus }) {
  const { label, tone } = LABELS[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {label}
    </span>
  );
}
