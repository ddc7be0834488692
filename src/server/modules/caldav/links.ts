import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings, calendarBookingEvents, services } from '../../db/schema';

export type TLinkRow = typeof calendarBookingEvents.$inferSelect;

/** What a link says about the event as Créneau last wrote it: changed meanwhile, it is not judged. */
export const linkStamp = (link: Pick<TLinkRow, 'etag' | 'writtenStart' | 'writtenEnd'>) =>
  `${link.etag}|${link.writtenStart.getTime()}|${link.writtenEnd.getTime()}`;

/** The booking events written to one calendar, with what a notice needs of their booking. */
export async function linksOfCalendar(db: TDbExecutor, calendarId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      link: calendarBookingEvents,
      status: bookings.status,
      startAt: bookings.startAt,
      timezone: bookings.timezone,
      clientName: bookings.clientName,
      serviceName: services.name,
    })
    .from(calendarBookingEvents)
    .innerJoin(bookings, eq(bookings.id, calendarBookingEvents.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(calendarBookingEvents.calendarId, calendarId));
  return options.lock ? query.for('update', { of: calendarBookingEvents }) : query;
}

export async function findLink(db: TDbExecutor, bookingId: string): Promise<TLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarBookingEvents)
    .where(eq(calendarBookingEvents.bookingId, bookingId));
  return row;
}

/** Which of these bookings have an event written to a provider's calendar. */
export async function linkedBookings(db: TDbExecutor, bookingIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ bookingId: calendarBookingEvents.bookingId })
    .from(calendarBookingEvents)
    .where(inArray(calendarBookingEvents.bookingId, bookingIds));
  return rows.map((r) => r.bookingId);
}

export async function deleteLink(db: TDbExecutor, bookingId: string): Promise<void> {
  await db.delete(calendarBookingEvents).where(eq(calendarBookingEvents.bookingId, bookingId));
}

/** The event as just written: any remote change it answered is settled. */
export async function saveLink(
  db: TDbExecutor,
  values: Pick<
    TLinkRow,
    'bookingId' | 'providerId' | 'calendarId' | 'href' | 'etag' | 'writtenStart' | 'writtenEnd'
  > & {
    writtenAt: Date;
  },
): Promise<void> {
  const settled = { remoteChange: null, remoteStart: null, remoteEnd: null, reportedAt: null };
  await db
    .insert(calendarBookingEvents)
    .values({ ...values, ...settled })
    .onConflictDoUpdate({ target: calendarBookingEvents.bookingId, set: { ...values, ...settled } });
}

export async function recordRemoteChange(
  db: TDbExecutor,
  bookingId: string,
  change: { remoteChange: 'moved' | 'deleted' | null; remoteStart: Date | null; remoteEnd: Date | null },
  now: Date,
): Promise<void> {
  await db
    .update(calendarBookingEvents)
    .set({ ...change, reportedAt: change.remoteChange ? now : null })
    .where(eq(calendarBookingEvents.bookingId, bookingId));
}

/** The provider's changes waiting for a choice, bookings still active. */
export async function listPendingChanges(db: TDbExecutor, providerId: string) {
  return db
    .select({
      bookingId: calendarBookingEvents.bookingId,
      change: calendarBookingEvents.remoteChange,
      remoteStart: calendarBookingEvents.remoteStart,
      remoteEnd: calendarBookingEvents.remoteEnd,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      clientName: bookings.clientName,
      serviceName: services.name,
    })
    .from(calendarBookingEvents)
    .innerJoin(bookings, eq(bookings.id, calendarBookingEvents.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(calendarBookingEvents.providerId, providerId),
        isNotNull(calendarBookingEvents.remoteChange),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(bookings.startAt);
}
