import ical from 'ical-generator';
import { formatPhone } from '../../../shared/phone-format';
import { singleLine } from '../bookings/api';

/**
 * The UID suffix of the events Créneau writes to a provider's calendar (`@{host of APP_URL}`). The
 * writer builds UIDs with it and the sync recognises its own events by it: one function, so the
 * two can never disagree.
 */
export function ownUidSuffix(appUrl: string): string {
  return `@${new URL(appUrl).host}`;
}

export function bookingEventUid(appUrl: string, bookingId: string): string {
  return `${bookingId}${ownUidSuffix(appUrl)}`;
}

/** The booking id of one of our UIDs, or null for anyone else's event. */
export function bookingIdOfUid(appUrl: string, uid: string): string | null {
  const suffix = ownUidSuffix(appUrl);
  return uid.endsWith(suffix) ? uid.slice(0, -suffix.length) : null;
}

export type TBookingEventInput = {
  id: string;
  start: Date;
  end: Date;
  sequence: number;
  updatedAt: Date;
  serviceName: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  /** Where it takes place (issue 32): the room, the client's address, the office, « Au téléphone ». */
  location: string;
  videoUrl: string | null;
};

/**
 * The VEVENT written to the provider's own calendar: UTC times, the client in the title and the
 * description only. No ORGANIZER nor ATTENDEE, so that no CalDAV server sends an invitation (the
 * client already has Créneau's e-mail), and no VALARM (the provider's calendar has its own).
 */
export function renderBookingEvent(appUrl: string, booking: TBookingEventInput): string {
  const contact = [formatPhone(booking.clientPhone), booking.clientEmail]
    .filter(Boolean)
    .map((v) => singleLine(v));
  return ical({
    prodId: { company: 'Créneau', product: 'Synchronisation', language: 'FR' },
    events: [
      {
        id: bookingEventUid(appUrl, booking.id),
        start: booking.start,
        end: booking.end,
        stamp: booking.updatedAt,
        lastModified: booking.updatedAt,
        sequence: booking.sequence,
        summary: `${singleLine(booking.serviceName)} — ${singleLine(booking.clientName)}`,
        description: [...contact, 'Rendez-vous pris sur Créneau'].join('\n'),
        location: singleLine(booking.location) || null,
        url: booking.videoUrl,
      },
    ],
  }).toString();
}
