import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { SMS_STATUS_LABELS, type TSmsLogEntry, type TSmsStatus } from '../../../../shared/schemas/sms';
import { useSmsAvailabilityQuery } from '../../../lib/provider-data/sms-availability';
import { useBookingSmsQuery } from '../api/get-booking-sms';

const STATUS_TONES: Record<TSmsStatus, string> = {
  pending: 'text-slate-700',
  sending: 'text-slate-700',
  sent: 'text-emerald-700',
  failed: 'text-red-700',
  unknown: 'text-amber-800',
  cancelled: 'text-slate-600',
  skipped: 'text-slate-600',
};

/** « Envoyé le … » once the provider's call was made; before that (or when it never was), when it is due. */
function whenLine(entry: TSmsLogEntry, zone: string): string {
  if (entry.sentAt) return `Parti le ${formatDateTime(entry.sentAt, zone, 'long')}`;
  return `Prévu le ${formatDateTime(entry.dueAt, zone, 'long')}`;
}

/**
 * « SMS » (issue 35): the booking's SMS reminder as the provider follows it — its state, when it is
 * due or left, the masked number and why it failed or was not sent. Nothing when there is none
 * (most bookings), nor while it loads, nor on an instance that sends no SMS.
 */
export function BookingDetailsSms({ booking, zone }: { booking: TBooking; zone: string }) {
  const available = useSmsAvailabilityQuery().data?.available === true;
  const query = useBookingSmsQuery(booking.id, booking.updatedAt, available);
  if (query.isError) {
    return (
      <p className="border-t border-slate-100 pt-4 text-sm text-red-700">Impossible de charger les SMS.</p>
    );
  }
  const entries = query.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="booking-sms-title" className="border-t border-slate-100 pt-4">
      <h3 id="booking-sms-title" className="text-base font-semibold text-slate-900">
        SMS
      </h3>
      <ul aria-labelledby="booking-sms-title" className="mt-1 divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.id} className="py-2">
            <p className={`text-sm font-medium ${STATUS_TONES[entry.status]}`}>
              {SMS_STATUS_LABELS[entry.status]}
            </p>
            <p className="text-xs break-words text-slate-500">
              Au {entry.recipient} · {whenLine(entry, zone)}
            </p>
            {entry.reason && <p className="text-sm text-slate-700">{entry.reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
