import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { calendarBusy, calendarObjects, calendarSyncCalendars } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { publishNotifications, type TQueuedNotice } from '../notifications/api';
import { linkStamp, linksOfCalendar, recordRemoteChange } from './links';
import { noticeRemoteChange } from './notices';
import type { TSyncCalendarRow } from './queries';

/** One object as read: its occurrences that block time, and where our own events now stand. */
export type TReadObject = {
  href: string;
  etag: string | null;
  uid: string | null;
  busy: Array<{ start: Date; end: Date; allDay: boolean; summary: string | null }>;
  own: Array<{ bookingId: string; start: Date; end: Date }>;
};

export type TCalendarRead = {
  calendar: TSyncCalendarRow;
  objects: TReadObject[];
  removed: string[];
  state: { syncToken: string | null; ctag: string | null; expandedTo: Date | null };
  /** Links as they were before the server was read: one written meanwhile is not judged now. */
  linkStamps: Map<string, string>;
  /** Events ending before this are history: their absence from the window is no deletion. */
  windowFrom: Date;
};

const CHUNK = 500;
/** The value an upsert proposed for `column`. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function replaceObjects(tx: TDbExecutor, calendar: TSyncCalendarRow, read: TCalendarRead) {
  const touched = [...read.removed, ...read.objects.map((o) => o.href)];
  for (const hrefs of chunks(touched)) {
    await tx
      .delete(calendarBusy)
      .where(and(eq(calendarBusy.calendarId, calendar.id), inArray(calendarBusy.href, hrefs)));
  }
  for (const hrefs of chunks(read.removed)) {
    await tx
      .delete(calendarObjects)
      .where(and(eq(calendarObjects.calendarId, calendar.id), inArray(calendarObjects.href, hrefs)));
  }
  for (const objects of chunks(read.objects)) {
    await tx
      .insert(calendarObjects)
      .values(objects.map((o) => ({ calendarId: calendar.id, href: o.href, etag: o.etag, uid: o.uid })))
      .onConflictDoUpdate({
        target: [calendarObjects.calendarId, calendarObjects.href],
        set: { etag: sqlExcluded('etag'), uid: sqlExcluded('uid') },
      });
  }
  // Only a calendar checked for conflicts blocks slots: a write-only one is read for our events.
  if (!calendar.checkConflicts) return;
  const rows = read.objects.flatMap((o) =>
    o.busy.map((b) => ({
      providerId: calendar.providerId,
      calendarId: calendar.id,
      href: o.href,
      startsAt: b.start,
      endsAt: b.end,
      allDay: b.allDay,
      summary: b.summary,
    })),
  );
  for (const batch of chunks(rows)) await tx.insert(calendarBusy).values(batch);
}

/**
 * Where our events stand against what Créneau wrote: moved (other times) or deleted (gone from the
 * calendar) is recorded and the provider told once; back as written, the change is settled.
 */
async function judgeOwnEvents(deps: AppDeps, tx: TDbExecutor, read: TCalendarRead): Promise<TQueuedNotice[]> {
  const seen = new Map<string, { start: Date; end: Date }>();
  for (const object of read.objects) for (const own of object.own) seen.set(own.bookingId, own);
  const removed = new Set(read.removed);
  const notices: TQueuedNotice[] = [];
  const now = deps.now();
  for (const row of await linksOfCalendar(tx, read.calendar.id, { lock: true })) {
    const { link } = row;
    if (read.linkStamps.get(link.bookingId) !== linkStamp(link)) continue;
    if (row.status === 'cancelled' || link.writtenEnd < read.windowFrom) continue;
    const remote = seen.get(link.bookingId);
    let change: {
      remoteChange: 'moved' | 'deleted' | null;
      remoteStart: Date | null;
      remoteEnd: Date | null;
    };
    if (remote) {
      const same =
        remote.start.getTime() === link.writtenStart.getTime() &&
        remote.end.getTime() === link.writtenEnd.getTime();
      change = same
        ? { remoteChange: null, remoteStart: null, remoteEnd: null }
        : { remoteChange: 'moved', remoteStart: remote.start, remoteEnd: remote.end };
    } else if (removed.has(link.href)) {
      change = { remoteChange: 'deleted', remoteStart: null, remoteEnd: null };
    } else continue;
    const unchanged =
      change.remoteChange === link.remoteChange &&
      change.remoteStart?.getTime() === link.remoteStart?.getTime() &&
      change.remoteEnd?.getTime() === link.remoteEnd?.getTime();
    if (unchanged) continue;
    await recordRemoteChange(tx, link.bookingId, change, now);
    if (!change.remoteChange) continue;
    notices.push(
      await noticeRemoteChange(deps, tx, {
        providerId: link.providerId,
        bookingId: link.bookingId,
        change: change.remoteChange,
        serviceName: row.serviceName,
        clientName: row.clientName,
        startAt: row.startAt,
        timezone: row.timezone,
        remoteStart: change.remoteStart,
      }),
    );
  }
  return notices;
}

/**
 * One calendar's read, written in one transaction: its objects and busy copy (less the occurrences
 * that ended before the window), its sync state, and the changes to our events with their notices. The calendar row is locked first and read again,
 * so that a provider's unchecking (which deletes the copy) is never undone by a sync that read the
 * server before it.
 */
export async function storeCalendarRead(deps: AppDeps, read: TCalendarRead): Promise<void> {
  const notices = await deps.database.db.transaction(async (tx) => {
    const [calendar] = await tx
      .select()
      .from(calendarSyncCalendars)
      .where(eq(calendarSyncCalendars.id, read.calendar.id))
      .for('update');
    if (!calendar || (!calendar.checkConflicts && !calendar.writeBookings)) return [];
    await replaceObjects(tx, calendar, read);
    // Only changed objects are rewritten: the occurrences of an unchanged one that the horizon has
    // passed would stay forever. They no longer block a slot, so the copy drops them here.
    await tx
      .delete(calendarBusy)
      .where(and(eq(calendarBusy.calendarId, calendar.id), lt(calendarBusy.endsAt, read.windowFrom)));
    await tx
      .update(calendarSyncCalendars)
      .set({ ...read.state, syncedAt: deps.now() })
      .where(eq(calendarSyncCalendars.id, calendar.id));
    return judgeOwnEvents(deps, tx, { ...read, calendar });
  });
  publishNotifications(deps, notices);
}
