import type { TBooking } from '../../../shared/schemas/booking';

/**
 * A group session (issue 32): the active bookings of a service with several seats at the same
 * start. The agenda draws it once; the bookings feature lists its attendees.
 */
export type TGroupSession = {
  /** `${serviceId}@${start}`. */
  key: string;
  serviceId: string;
  serviceName: string;
  start: string;
  end: string;
  capacity: number;
  /** Oldest booking first; never empty. */
  attendees: TBooking[];
};

export function sessionKeyOf(booking: Pick<TBooking, 'serviceId' | 'start'>): string {
  return `${booking.serviceId}@${booking.start}`;
}

/** « 3/6 inscrits ». */
export function seatsLabel(session: Pick<TGroupSession, 'attendees' | 'capacity'>): string {
  const count = session.attendees.length;
  return `${count}/${session.capacity} inscrit${count > 1 ? 's' : ''}`;
}

/** The attendees of the session `key` among `bookings` (a live list), oldest booking first. */
export function attendeesOf(bookings: readonly TBooking[], key: string): TBooking[] {
  return bookings
    .filter((b) => b.status !== 'cancelled' && sessionKeyOf(b) === key)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The bookings as a calendar draws them: each group session once, as its first attendee's booking
 * (`sessionOf` gives the session behind it); every other booking, cancelled ones included, as is.
 * `capacityOf` is the service's number of seats (1 while unknown: nothing is grouped).
 */
export function collapseSessions(
  bookings: readonly TBooking[],
  capacityOf: (serviceId: string) => number,
): { shown: TBooking[]; sessionOf: (booking: TBooking) => TGroupSession | undefined } {
  const sessions = new Map<string, TGroupSession>();
  for (const booking of bookings) {
    const capacity = capacityOf(booking.serviceId);
    if (booking.status === 'cancelled' || capacity <= 1) continue;
    const key = sessionKeyOf(booking);
    const session = sessions.get(key);
    if (session) session.attendees.push(booking);
    else sessions.set(key, { key, ...pick(booking), capacity, attendees: [booking] });
  }
  const byLead = new Map<string, TGroupSession>();
  for (const session of sessions.values()) {
    session.attendees.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const lead = session.attendees[0];
    if (lead) byLead.set(lead.id, session);
  }
  const shown = bookings.filter((b) => {
    const key = sessionKeyOf(b);
    return b.status === 'cancelled' || !sessions.has(key) || byLead.has(b.id);
  });
  return { shown, sessionOf: (booking) => byLead.get(booking.id) };
}

function pick({ serviceId, serviceName, start, end }: TBooking) {
  return { serviceId, serviceName, start, end };
}
