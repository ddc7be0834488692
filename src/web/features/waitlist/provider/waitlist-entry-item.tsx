import { Mail, Phone } from 'lucide-react';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TWaitlistEntry, TWaitlistStatus } from '../../../../shared/schemas/waitlist';
import { buttonClasses } from '../../../components/ui/button-styles';
import { alertLabel, formatDay, statusLabel } from './waitlist-format';

/** Text at 4.5:1 at least on its background (axe), as the bookings' status badges. */
const STATUS_CLASSES: Record<TWaitlistStatus, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  offered: 'bg-brand-100 text-brand-800',
  booked: 'bg-emerald-100 text-emerald-800',
};

type WaitlistEntryItemProps = {
  entry: TWaitlistEntry;
  zone: string;
  thisYear: number;
  onRemove: (entry: TWaitlistEntry) => void;
};

/** One client waiting: who, how to reach them, since when, where their offers stand, « Retirer ». */
export function WaitlistEntryItem({ entry, zone, thisYear, onRemove }: WaitlistEntryItemProps) {
  const { client } = entry;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-medium text-slate-900">{client.name}</p>
        <p className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
          <a href={`mailto:${client.email}`} className="flex min-w-0 items-center gap-1.5 text-brand-700">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-all">{client.email}</span>
          </a>
          {client.phone && (
            <a href={phoneHref(client.phone)} className="flex items-center gap-1.5 text-brand-700">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {formatPhone(client.phone)}
            </a>
          )}
        </p>
        {entry.bookingStart && (
          <p className="text-sm text-slate-700">{alertLabel(entry.bookingStart, zone)}</p>
        )}
        <p className="text-xs text-slate-600">Inscrit(e) le {formatDay(entry.createdAt, zone, thisYear)}</p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 sm:flex-col sm:items-end">
        <span
          className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[entry.status]}`}
        >
          {statusLabel(entry, zone, thisYear)}
        </span>
        <button
          type="button"
          onClick={() => onRemove(entry)}
          aria-label={`Retirer ${client.name}`}
          className={buttonClasses('secondary', 'sm')}
        >
          Retirer
        </button>
      </div>
    </li>
  );
}
