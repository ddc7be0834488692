import { formatDateTime } from '../../../../shared/french-format';
import type { TClientBooking } from '../../../../shared/schemas/clients';
import { StatusBadge } from '../../../components/booking/booking-status';
import { ClientBookingAnswers } from './client-booking-answers';

type ClientBookingListProps = { title: string; bookings: TClientBooking[]; zone: string };

/**
 * One part of a client's history (« À venir », « Passés »): date, service and status in French,
 * and the answers the client gave, folded.
 */
export function ClientBookingList({ title, bookings, zone }: ClientBookingListProps) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucun rendez-vous.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={title}>
          {bookings.map((booking) => {
            const when = formatDateTime(booking.start, zone, 'medium');
            return (
              <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{when}</span>
                  <span className="text-slate-600"> · {booking.serviceName}</span>
                </span>
                <StatusBadge status={booking.status} />
                <ClientBookingAnswers answers={booking.answers} when={when} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
