import { DateTime } from 'luxon';
import { formatPhone } from '../../../shared/phone-format';
import { BOOKING_SOURCE_LABELS, BOOKING_STATUS_LABELS } from '../../../shared/schemas/booking';
import { toCsv } from '../../csv/csv';
import type { TBookingWithService } from './queries';

/** A booking's wall clock: the zone it was booked in, the provider's. */
const local = (at: Date, zone: string, format: string) => DateTime.fromJSDate(at, { zone }).toFormat(format);

/**
 * GET /api/bookings/export.csv (issue 37): the appointments list as the dashboard shows it, with
 * the code base's one CSV writer (`;`, BOM, formula-safe cells) and the app's French labels.
 */
export function bookingsCsv(rows: TBookingWithService[]): string {
  return toCsv<TBookingWithService>(
    [
      { header: 'Date', value: ({ booking: b }) => local(b.startAt, b.timezone, 'dd/MM/yyyy') },
      { header: 'Heure', value: ({ booking: b }) => local(b.startAt, b.timezone, 'HH:mm') },
      { header: 'Fin', value: ({ booking: b }) => local(b.endAt, b.timezone, 'HH:mm') },
      { header: 'Prestation', value: ({ service }) => service.name },
      { header: 'Client', value: ({ booking: b }) => b.clientName },
      { header: 'E-mail', value: ({ booking: b }) => b.clientEmail },
      { header: 'Téléphone', value: ({ booking: b }) => formatPhone(b.clientPhone) },
      { header: 'Statut', value: ({ booking: b }) => BOOKING_STATUS_LABELS[b.status] },
      { header: 'Source', value: ({ booking: b }) => BOOKING_SOURCE_LABELS[b.source] },
      { header: 'Note', value: ({ booking: b }) => b.note },
    ],
    rows,
  );
}
