import { eq } from 'drizzle-orm';
import {
  bookings,
  calendarConnections,
  calendarSyncCalendars,
  providerProfiles,
  services,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { TJobsLog } from '../../jobs/run-job';
import { locationText } from '../bookings/api';
import { renderBookingEvent } from './booking-event';
import { contextOf } from './context';
import { deleteLink, findLink, saveLink, type TLinkRow } from './links';
import type { TCaldavContext } from './protocol/client';
import { CaldavError } from './protocol/errors';
import { deleteObject, getObject, putObject } from './protocol/objects';
import { findWriterCalendar, type TConnectionRow } from './queries';
import { recordSyncFailure } from './status';

async function loadBooking(deps: AppDeps, bookingId: string) {
  const [row] = await deps.database.db
    .select({ booking: bookings, serviceName: services.name, officeAddress: providerProfiles.address })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(providerProfiles, eq(providerProfiles.providerId, bookings.providerId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The account of the calendar an event was written to (gone with a disconnection: null). */
async function connectionOfCalendar(deps: AppDeps, calendarId: string) {
  const [row] = await deps.database.db
    .select({ connection: calendarConnections })
    .from(calendarSyncCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarSyncCalendars.connectionId))
    .where(eq(calendarSyncCalendars.id, calendarId));
  return row?.connection ?? null;
}

/** Our event removed from the calendar it was written to (already gone is fine), then its link. */
async function removeEvent(deps: AppDeps, link: TLinkRow, connection: TConnectionRow | null): Promise<void> {
  if (connection) {
    const ctx = await contextOf(deps, connection);
    // Changed in the calendar since we wrote it: it is still our booking's event, and it goes.
    await deleteObject(ctx, link.href, link.etag).catch((err: unknown) => {
      if (err instanceof CaldavError && err.kind === 'conflict') return deleteObject(ctx, link.href, null);
      throw err;
    });
  }
  await deleteLink(deps.database.db, link.bookingId);
}

/**
 * Writes the event: a new object with If-None-Match: *, or the linked one with If-Match. Either
 * precondition failing means the server holds another version of that URL: it is re-read and
 * written over with its fresh ETag (the event is ours, named by the booking).
 */
async function putEvent(ctx: TCaldavContext, url: string, ics: string, etag: string | null | undefined) {
  const precondition = etag === undefined ? ({ create: true } as const) : { etag };
  try {
    return await putObject(ctx, url, ics, precondition);
  } catch (err) {
    if (!(err instanceof CaldavError && err.kind === 'conflict')) throw err;
    const current = await getObject(ctx, url);
    return putObject(ctx, url, ics, current ? { etag: current.etag } : { create: true });
  }
}

/**
 * `caldav.write-booking`: the provider's write calendar made to match the booking as it is now, so
 * that running it twice, late or after a newer change does the right thing: an active booking has
 * its event (created, or moved with If-Match), a cancelled one has none, and an event left in a
 * calendar that no longer receives bookings is removed. A server down throws: pg-boss retries
 * (ADR 0053's schedule) and the connection shows the failure meanwhile.
 */
export async function writeBookingEvent(deps: AppDeps, bookingId: string, log?: TJobsLog): Promise<void> {
  const { db } = deps.database;
  const found = await loadBooking(deps, bookingId);
  const link = await findLink(db, bookingId);
  if (!found) return;
  const { booking } = found;
  const writer = await findWriterCalendar(db, booking.providerId);
  // A hold waiting for its payment is not written to the provider's calendar yet (issue 34).
  const active = booking.status !== 'cancelled' && booking.status !== 'awaiting_payment';
  let connectionId: string | null = null;
  try {
    if (link && (!active || !writer || link.calendarId !== writer.calendar.id)) {
      const old = await connectionOfCalendar(deps, link.calendarId);
      connectionId = old?.id ?? null;
      await removeEvent(deps, link, old);
    }
    if (!active || !writer) return;
    connectionId = writer.connection.id;
    const ctx = await contextOf(deps, writer.connection);
    const same = link && link.calendarId === writer.calendar.id ? link : undefined;
    const url = same?.href ?? `${writer.calendar.url}${booking.id}.ics`;
    const ics = renderBookingEvent(deps.config.APP_URL, {
      id: booking.id,
      start: booking.startAt,
      end: booking.endAt,
      sequence: booking.sequence,
      updatedAt: booking.updatedAt,
      serviceName: found.serviceName,
      clientName: booking.clientName,
      clientEmail: booking.clientEmail,
      clientPhone: booking.clientPhone,
      location: locationText(booking, found.officeAddress ?? ''),
      videoUrl: booking.locationType === 'video' ? booking.videoUrl : null,
    });
    const written = await putEvent(ctx, url, ics, same ? same.etag : undefined);
    await saveLink(db, {
      bookingId: booking.id,
      providerId: booking.providerId,
      calendarId: writer.calendar.id,
      href: url,
      etag: written.etag,
      writtenStart: booking.startAt,
      writtenEnd: booking.endAt,
      writtenAt: deps.now(),
    });
  } catch (err) {
    if (err instanceof CaldavError && err.kind !== 'conflict' && connectionId) {
      log?.warn({ connectionId, bookingId, kind: err.kind }, 'caldav : écriture du rendez-vous en échec');
      await recordSyncFailure(deps, connectionId, err.message);
    }
    throw err;
  }
}
