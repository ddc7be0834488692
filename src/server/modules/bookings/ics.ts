import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';

/** What one calendar event of a booking needs; also what the provider's iCal feed will pass. */
export type TIcsBooking = {
  id: string;
  start: Date;
  end: Date;
  cancelled: boolean;
  sequence: number;
  /** DTSTAMP/LAST-MODIFIED: when this revision was made. */
  updatedAt: Date;
  serviceName: string;
  provider: { displayName: string; email: string };
  client: { name: string; email: string };
  /** Where it takes place as one line (locationText); empty writes no LOCATION. */
  location: string;
  description: string;
  /** The video room of an appointment « En visio », else the client's page. */
  url?: string | undefined;
};

/**
 * A name as one line: line breaks and other control characters become a space. A person's or a
 * business's name has no line break, and calendar apps show ORGANIZER/ATTENDEE names on one line.
 */
export function singleLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** One UID per booking for its whole life: calendars match updates and cancellations on it. */
export function bookingUid(bookingId: string): string {
  return `${bookingId}@creneau`;
}

/**
 * The VEVENT of a booking. Times are written in UTC (…Z), never floating, so every calendar
 * places the appointment at the same instant whatever its own zone. Names typed by people go into
 * CN parameters: ical-generator quotes them and encodes `"`, `^` and line breaks as RFC 6868
 * says (^', ^^, ^n), so no `"`, `;` or `:` of a name can end the parameter or the property.
 */
export function toIcsEvent(booking: TIcsBooking): ICalEventData {
  return {
    id: bookingUid(booking.id),
    start: booking.start,
    end: booking.end,
    stamp: booking.updatedAt,
    lastModified: booking.updatedAt,
    sequence: booking.sequence,
    status: booking.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: `${booking.serviceName} — ${booking.provider.displayName}`,
    location: booking.location || null,
    description: booking.description,
    url: booking.url ?? null,
    organizer: { name: singleLine(booking.provider.displayName), email: booking.provider.email },
    attendees: booking.client.email
      ? [
          {
            name: singleLine(booking.client.name),
            email: booking.client.email,
            role: ICalAttendeeRole.REQ,
            status: booking.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
  };
}

/**
 * The .ics sent to the client: METHOD:REQUEST for a new or moved appointment (calendars add or
 * update it), METHOD:CANCEL when it is cancelled (calendars remove it).
 */
export function renderBookingIcs(booking: TIcsBooking): string {
  return ical({
    prodId: { company: 'Créneau', product: 'Rendez-vous', language: 'FR' },
    method: booking.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    events: [toIcsEvent(booking)],
  }).toString();
}

/** Several bookings in one .ics (the dates of a series, issue 32): each its own UID, one method for all. */
export function renderBookingsIcs(list: TIcsBooking[], cancelled: boolean): string {
  return ical({
    prodId: { company: 'Créneau', product: 'Rendez-vous', language: 'FR' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    events: list.map(toIcsEvent),
  }).toString();
}

export const ICS_FILENAME = 'rendez-vous.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
