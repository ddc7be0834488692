import { asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import {
  calendarBookingEvents,
  calendarBusy,
  calendarConnections,
  calendarSyncCalendars,
} from '../../db/schema';

/**
 * The provider's calendar sync for their export (art. 15 and 20): the accounts without their
 * password (sealed or not), the calendars and their choices, the busy copy, the events written.
 */
export async function exportCalendarSyncOf(db: TDbExecutor, providerId: string) {
  const connections = await db
    .select({
      id: calendarConnections.id,
      serverUrl: calendarConnections.serverUrl,
      username: calendarConnections.username,
      status: calendarConnections.status,
      lastSyncAt: calendarConnections.lastSyncAt,
      lastError: calendarConnections.lastError,
      lastErrorAt: calendarConnections.lastErrorAt,
      showTitles: calendarConnections.showTitles,
      createdAt: calendarConnections.createdAt,
    })
    .from(calendarConnections)
    .where(eq(calendarConnections.providerId, providerId))
    .orderBy(asc(calendarConnections.createdAt));
  const calendars = await db
    .select({
      id: calendarSyncCalendars.id,
      connectionId: calendarSyncCalendars.connectionId,
      url: calendarSyncCalendars.url,
      name: calendarSyncCalendars.name,
      checkConflicts: calendarSyncCalendars.checkConflicts,
      writeBookings: calendarSyncCalendars.writeBookings,
      syncedAt: calendarSyncCalendars.syncedAt,
    })
    .from(calendarSyncCalendars)
    .where(eq(calendarSyncCalendars.providerId, providerId));
  const busy = await db
    .select({
      calendarId: calendarBusy.calendarId,
      start: calendarBusy.startsAt,
      end: calendarBusy.endsAt,
      allDay: calendarBusy.allDay,
      summary: calendarBusy.summary,
    })
    .from(calendarBusy)
    .where(eq(calendarBusy.providerId, providerId))
    .orderBy(asc(calendarBusy.startsAt));
  const bookingEvents = await db
    .select({
      bookingId: calendarBookingEvents.bookingId,
      calendarId: calendarBookingEvents.calendarId,
      href: calendarBookingEvents.href,
      writtenStart: calendarBookingEvents.writtenStart,
      writtenEnd: calendarBookingEvents.writtenEnd,
      writtenAt: calendarBookingEvents.writtenAt,
      remoteChange: calendarBookingEvents.remoteChange,
    })
    .from(calendarBookingEvents)
    .where(eq(calendarBookingEvents.providerId, providerId));
  return { connections, calendars, busy, bookingEvents };
}

/**
 * The account's erasure: its calendar accounts and all that hangs on them (calendars, objects, busy
 * copy, event links: cascade), in the caller's transaction. Explicit, because the account row
 * itself stays (emptied) and its cascade never fires. Events already written stay in the
 * provider's own calendar, which Créneau can no longer reach.
 */
export async function deleteCalendarSyncOf(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(calendarConnections).where(eq(calendarConnections.providerId, providerId));
}
