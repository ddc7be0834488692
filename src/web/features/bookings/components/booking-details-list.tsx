import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatDuration, formatPrice, formatTimeRange } from '../../../../shared/french-format';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { BookingAnswers } from '../../../components/booking/booking-answers';
import { SOURCE_LABELS } from '../../../components/booking/booking-status';
import { BookingPlace } from './booking-place';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const CANCELLED_BY = { client: 'par le client', provider: 'par vous' } as const;

/** Everything the provider needs to know about one booking, contact links included. */
export function BookingDetailsList({ booking, zone }: { booking: TBooking; zone: string }) {
  const { client } = booking;
  const date = formatDate(booking.start, zone);
  return (
    <dl className="divide-y divide-slate-100">
      <Row label="Client">
        <p className="font-semibold">{client.name}</p>
        {client.email && (
          <a
            href={`mailto:${client.email}`}
            className="mt-1 flex items-center gap-1.5 text-brand-700 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-all">{client.email}</span>
          </a>
        )}
        {client.phone && (
          <a
            href={phoneHref(client.phone)}
            className="mt-1 flex items-center gap-1.5 text-brand-700 hover:underline"
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {formatPhone(client.phone)}
          </a>
        )}
      </Row>
      <Row label="Prestation">{booking.serviceName}</Row>
      <Row label="Date">{date.charAt(0).toLocaleUpperCase('fr-FR') + date.slice(1)}</Row>
      <Row label="Horaire">{formatTimeRange(booking.start, booking.end, zone)}</Row>
      <Row label="Durée">{formatDuration(booking.durationMinutes)}</Row>
      <Row label="Prix">{formatPrice(booking.priceCents, { zero: 'free' })}</Row>
      <Row label="Lieu">
        <BookingPlace booking={booking} />
      </Row>
      {booking.seriesId && <Row label="Série">Rendez-vous d'une série</Row>}
      {booking.answers.length > 0 && (
        <Row label="Réponses">
          <BookingAnswers answers={booking.answers} />
        </Row>
      )}
      <Row label="Message">
        {booking.note ? (
          <span className="whitespace-pre-line">{booking.note}</span>
        ) : (
          <span className="text-slate-500">Aucun message</span>
        )}
      </Row>
      <Row label="Réservation">{SOURCE_LABELS[booking.source]}</Row>
      {booking.status === 'cancelled' && (
        <Row label="Annulation">
          Annulé{booking.cancelledBy ? ` ${CANCELLED_BY[booking.cancelledBy]}` : ''}
          {booking.cancellationReason ? ` : « ${booking.cancellationReason} »` : ''}
        </Row>
      )}
    </dl>
  );
}
