import {
  BOOKING_SOURCE_LABELS,
  BOOKING_STATUS_LABELS,
  type TBooking,
  type TBookingStatus,
} from '../../../shared/schemas/booking';

export const STATUS_LABELS: Record<TBookingStatus, string> = BOOKING_STATUS_LABELS;

/**
 * Event chips: one colour per status, text at 4.5:1 at least on its background (axe); a cancelled
 * booking is grey and struck through, never faded.
 */
export const STATUS_CHIP_CLASSES: Record<TBookingStatus, string> = {
  confirmed: 'border-brand-500 bg-brand-50 text-brand-900 hover:bg-brand-100',
  completed: 'border-emerald-500 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
  no_show: 'border-amber-500 bg-amber-50 text-amber-900 hover:bg-amber-100',
  cancelled: 'border-slate-400 bg-slate-100 text-slate-700 line-through hover:bg-slate-200',
  awaiting_payment: 'border-dashed border-violet-500 bg-violet-50 text-violet-900 hover:bg-violet-100',
};

export const STATUS_BADGE_CLASSES: Record<TBookingStatus, string> = {
  confirmed: 'bg-brand-100 text-brand-800',
  completed: 'bg-emerald-100 text-emerald-800',
  no_show: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-200 text-slate-700',
  awaiting_payment: 'bg-violet-100 text-violet-900',
};

export const SOURCE_LABELS: Record<TBooking['source'], string> = BOOKING_SOURCE_LABELS;

export function StatusBadge({ status }: { status: TBookingStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE_CLASSES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
