import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type {
  TCalendarConnection,
  TRemoteChange,
  TUpdateCalendarConnection,
} from '../../../shared/schemas/caldav';
import type { TDbExecutor } from '../../db/executor';
import {
  bookings,
  calendarBusy,
  calendarConnections,
  calendarObjects,
  calendarSyncCalendars,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { listPendingChanges } from './links';
import { connectionDto, findConnection, listConnectionsOf, type TConnectionRow } from './queries';

export const SYNC_MESSAGES = {
  notFound: 'Compte d’agenda introuvable',
  unknownCalendar: 'Cet agenda n’appartient pas à ce compte',
} as const;

export async function listCalendarSync(
  db: TDbExecutor,
  providerId: string,
): Promise<{ connections: TCalendarConnection[]; changes: TRemoteChange[] }> {
  const changes = await listPendingChanges(db, providerId);
  return {
    connections: await listConnectionsOf(db, providerId),
    changes: changes.map((c) => ({
      bookingId: c.bookingId,
      change: c.change as 'moved' | 'deleted',
      serviceName: c.serviceName,
      clientName: c.clientName,
      startAt: c.startAt.toISOString(),
      endAt: c.endAt.toISOString(),
      remoteStart: c.remoteStart?.toISOString() ?? null,
      remoteEnd: c.remoteEnd?.toISOString() ?? null,
    })),
  };
}

export async function requireConnection(
  db: TDbExecutor,
  providerId: string,
  id: string,
): Promise<TConnectionRow> {
  const row = isUuid(id) ? await findConnection(db, providerId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', SYNC_MESSAGES.notFound);
  return row;
}

/** Every upcoming active booking of the provider gets its write job: the handler moves each event. */
async function queueUpcomingWrites(deps: AppDeps, tx: TDbExecutor, providerId: string): Promise<void> {
  const upcoming = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        // A hold is written once its payment confirms it (issue 34).
        notInArray(bookings.status, ['cancelled', 'awaiting_payment']),
        gt(bookings.endAt, deps.now()),
      ),
    );
  await deps.jobs.sendMany(
    'caldav.write-booking',
    upcoming.map(({ id }) => ({ data: { bookingId: id } })),
    { tx },
  );
}

/**
 * PATCH /api/calendar-sync/{id}: the calendars' choices and the titles' display, in one
 * transaction. An unchecked calendar's copy goes at once (its slots free up); a checked one is read
 * at the next sync, queued now. A new writer clears the provider's previous one (any account) and
 * every upcoming booking is rewritten: created there, removed from the old one.
 */
export async function updateConnection(
  deps: AppDeps,
  providerId: string,
  id: string,
  input: TUpdateCalendarConnection,
): Promise<TCalendarConnection> {
  return deps.database.db.transaction(async (tx) => {
    const connection = await requireConnection(tx, providerId, id);
    const current = await tx
      .select()
      .from(calendarSyncCalendars)
      .where(eq(calendarSyncCalendars.connectionId, connection.id))
      .for('update');
    const byId = new Map(current.map((c) => [c.id, c]));
    const choices = input.calendars ?? [];
    const unknown = choices.findIndex((c) => !byId.has(c.id));
    if (unknown >= 0) {
      throw new AppError('VALIDATION', SYNC_MESSAGES.unknownCalendar, { field: `calendars.${unknown}.id` });
    }
    let needsSync = false;
    let writerChanged = false;
    const newWriter = choices.find((c) => c.writeBookings);
    if (newWriter && !byId.get(newWriter.id)?.writeBookings) {
      await tx
        .update(calendarSyncCalendars)
        .set({ writeBookings: false })
        .where(
          and(
            eq(calendarSyncCalendars.providerId, providerId),
            eq(calendarSyncCalendars.writeBookings, true),
          ),
        );
      writerChanged = true;
    }
    for (const choice of choices) {
      const before = byId.get(choice.id);
      if (!before) continue;
      if (before.writeBookings && !choice.writeBookings) writerChanged = true;
      if (before.checkConflicts && !choice.checkConflicts) {
        await tx.delete(calendarBusy).where(eq(calendarBusy.calendarId, choice.id));
        await tx.delete(calendarObjects).where(eq(calendarObjects.calendarId, choice.id));
      }
      const read = choice.checkConflicts || choice.writeBookings;
      const wasRead = before.checkConflicts || before.writeBookings;
      if (read && (!wasRead || (choice.checkConflicts && !before.checkConflicts))) needsSync = true;
      await tx
        .update(calendarSyncCalendars)
        .set({
          checkConflicts: choice.checkConflicts,
          writeBookings: choice.writeBookings,
          // Read again from the start: the copy was dropped, or was never kept.
          ...(read && !before.checkConflicts ? { syncToken: null, ctag: null, expandedTo: null } : {}),
        })
        .where(eq(calendarSyncCalendars.id, choice.id));
    }
    if (input.showTitles !== undefined) {
      await tx
        .update(calendarConnections)
        .set({ showTitles: input.showTitles })
        .where(eq(calendarConnections.id, connection.id));
    }
    if (needsSync) await deps.jobs.send('caldav.sync', { connectionId: connection.id }, { tx });
    if (writerChanged) await queueUpcomingWrites(deps, tx, providerId);
    const [updated] = await tx
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connection.id));
    return connectionDto(tx, updated ?? connection);
  });
}

/** POST …/refresh: a sync now, ahead of the schedule (one waits behind a running one). */
export async function refreshConnection(
  deps: AppDeps,
  providerId: string,
  id: string,
): Promise<TCalendarConnection> {
  const connection = await requireConnection(deps.database.db, providerId, id);
  await deps.jobs.send('caldav.sync', { connectionId: connection.id });
  return connectionDto(deps.database.db, connection);
}

/** DELETE: the account, its calendars, objects, busy copy and event links go (cascade); the events stay. */
export async function disconnect(deps: AppDeps, providerId: string, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const connection = await requireConnection(tx, providerId, id);
    await tx.delete(calendarConnections).where(eq(calendarConnections.id, connection.id));
  });
}

/** The agenda's busy times over [from, to); titles only from accounts that show them. */
export async function listBusyTimes(db: TDbExecutor, providerId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      start: calendarBusy.startsAt,
      end: calendarBusy.endsAt,
      allDay: calendarBusy.allDay,
      summary: calendarBusy.summary,
      showTitles: calendarConnections.showTitles,
    })
    .from(calendarBusy)
    .innerJoin(calendarSyncCalendars, eq(calendarSyncCalendars.id, calendarBusy.calendarId))
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarSyncCalendars.connectionId))
    .where(
      and(
        eq(calendarBusy.providerId, providerId),
        sql`tstzrange(${calendarBusy.startsAt}, ${calendarBusy.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(calendarBusy.startsAt);
  return rows.map((r) => ({
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    allDay: r.allDay,
    title: r.showTitles ? r.summary : null,
  }));
}
