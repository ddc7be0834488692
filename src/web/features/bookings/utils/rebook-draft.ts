import type { DateTime } from 'luxon';
import type { TBooking } from '../../../../shared/schemas/booking';
import { inZone } from '../../../lib/zoned-time';
import type { TManualDraft } from '../components/manual-booking-dialog';

/** The server's name for a client whose data was erased (bookings/anonymise.ts): nobody to book again. */
const ANONYMISED_CLIENT_NAME = 'Client anonymisé';

export function isAnonymisedClient(client: TBooking['client']): boolean {
  return client.name === ANONYMISED_CLIENT_NAME && client.email === '' && client.phone === '';
}

/** « Reprendre le même » is offered once a booking is over or cancelled, for a client still known. */
export function canRebook(booking: TBooking, now: Date): boolean {
  const over = booking.status === 'cancelled' || new Date(booking.start).getTime() <= now.getTime();
  return over && !isAnonymisedClient(booking.client);
}

/**
 * The same client and prestation, suggested on the same weekday and time in the coming week
 * (after today, in the provider's zone); the provider changes the date at will.
 */
export function rebookDraft(booking: TBooking, zone: string, today: DateTime): TManualDraft {
  const start = inZone(booking.start, zone);
  const ahead = (start.weekday - today.weekday + 7) % 7 || 7;
  const { name, email, phone } = booking.client;
  return {
    date: today.plus({ days: ahead }).toISODate() ?? '',
    time: start.toFormat('HH:mm'),
    client: { name, email, phone, address: booking.location.clientAddress },
    serviceId: booking.serviceId,
  };
}
