import { eq } from 'drizzle-orm';
import { calendarObjects } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { TJobsLog } from '../../jobs/run-job';
import { getProviderTimezone } from '../availability/api';
import { getSettings } from '../settings/api';
import { bookingIdOfUid, ownUidSuffix } from './booking-event';
import { CalendarDataError, readCalendarObject } from './busy/read-object';
import { contextOf } from './context';
import { linkStamp, linksOfCalendar } from './links';
import type { TCaldavContext } from './protocol/client';
import { calendarState } from './protocol/discovery';
import { CaldavError } from './protocol/errors';
import { fetchObjects, listEtags, syncChanges } from './protocol/reports';
import { calendarsOf, findConnectionById, type TSyncCalendarRow } from './queries';
import { recordSyncFailure, recordSyncSuccess } from './status';
import { storeCalendarRead, type TReadObject } from './sync-store';

const DAY_MS = 86_400_000;
/** Occurrences are expanded a week past the horizon, so that a full read is needed once a week. */
const EXPANSION_MARGIN_MS = 7 * DAY_MS;

type TPlan = {
  fetch: string[];
  removed: string[];
  state: { syncToken: string | null; ctag: string | null; expandedTo: Date | null };
};

/**
 * What to read of one calendar: the changes since its sync token when the server keeps one; else,
 * when its ctag moved (or the expansion must go further), the ETags over the window compared with
 * the stored ones. null: nothing changed.
 */
async function planCalendar(
  ctx: TCaldavContext,
  calendar: TSyncCalendarRow,
  stored: Map<string, string | null>,
  window: { from: Date; to: Date },
  full: boolean,
): Promise<TPlan | null> {
  const isNew = (o: { href: string; etag: string | null }) =>
    full || o.etag === null || stored.get(o.href) !== o.etag;
  if (!full && calendar.syncToken) {
    const changes = await syncChanges(ctx, calendar.url, calendar.syncToken);
    if (changes.kind === 'changes') {
      return {
        fetch: changes.changed.filter(isNew).map((o) => o.href),
        removed: changes.removed,
        state: { syncToken: changes.syncToken, ctag: calendar.ctag, expandedTo: calendar.expandedTo },
      };
    }
  }
  const state = await calendarState(ctx, calendar.url);
  if (!full && state.ctag !== null && state.ctag === calendar.ctag) return null;
  const listed = await listEtags(ctx, calendar.url, window);
  const present = new Set(listed.map((o) => o.href));
  return {
    fetch: listed.filter(isNew).map((o) => o.href),
    removed: [...stored.keys()].filter((href) => !present.has(href)),
    state: {
      syncToken: state.syncToken,
      ctag: state.ctag,
      expandedTo: full ? window.to : calendar.expandedTo,
    },
  };
}

type TSyncScope = { timezone: string; horizon: { from: Date; to: Date }; log: TJobsLog | undefined };

async function syncCalendar(
  deps: AppDeps,
  ctx: TCaldavContext,
  calendar: TSyncCalendarRow,
  scope: TSyncScope,
): Promise<void> {
  const { db } = deps.database;
  const { horizon } = scope;
  // Recurrences move forward with time: once the horizon nears the expansion's end, read it all again.
  const full = !calendar.expandedTo || horizon.to.getTime() >= calendar.expandedTo.getTime() - DAY_MS;
  const window = {
    from: horizon.from,
    to: full ? new Date(horizon.to.getTime() + EXPANSION_MARGIN_MS) : (calendar.expandedTo as Date),
  };
  const storedRows = await db
    .select({ href: calendarObjects.href, etag: calendarObjects.etag })
    .from(calendarObjects)
    .where(eq(calendarObjects.calendarId, calendar.id));
  const links = await linksOfCalendar(db, calendar.id);
  const linkStamps = new Map(links.map(({ link }) => [link.bookingId, linkStamp(link)]));
  const plan = await planCalendar(
    ctx,
    calendar,
    new Map(storedRows.map((r) => [r.href, r.etag])),
    window,
    full,
  );
  if (!plan) return;
  const fetched = plan.fetch.length === 0 ? [] : await fetchObjects(ctx, calendar.url, plan.fetch);
  const appUrl = deps.config.APP_URL;
  const objects: TReadObject[] = [];
  for (const object of fetched) {
    try {
      const read = readCalendarObject(object.data, window, {
        timezone: scope.timezone,
        ownUidSuffix: ownUidSuffix(appUrl),
      });
      objects.push({
        href: object.href,
        etag: object.etag,
        uid: read.uids[0] ?? null,
        busy: read.busy.map((b) => ({ ...b, summary: b.summary ?? null })),
        own: read.own.flatMap((o) => {
          const bookingId = bookingIdOfUid(appUrl, o.uid);
          return bookingId ? [{ bookingId, start: o.start, end: o.end }] : [];
        }),
      });
    } catch (err) {
      if (!(err instanceof CalendarDataError)) throw err;
      // Never the text itself: it is the provider's private agenda. Kept with its ETag (not read
      // again until it changes) and without busy time.
      scope.log?.warn(
        { connectionId: calendar.connectionId, calendarId: calendar.id },
        'caldav : objet illisible ignoré',
      );
      objects.push({ href: object.href, etag: object.etag, uid: null, busy: [], own: [] });
    }
  }
  await storeCalendarRead(deps, {
    calendar,
    objects,
    removed: plan.removed,
    state: plan.state,
    linkStamps,
    windowFrom: window.from,
  });
}

/**
 * `caldav.sync`: the busy copy and our events of one connection brought up to date, calendar by
 * calendar. A CalDAV failure is the connection's status (error, message, time; the provider told
 * once), never a thrown job: a server down for a day must not fill the dead letters every minute.
 */
export async function syncConnection(deps: AppDeps, connectionId: string, log?: TJobsLog): Promise<void> {
  const { db } = deps.database;
  const connection = await findConnectionById(db, connectionId);
  if (!connection) return;
  const now = deps.now();
  const settings = await getSettings(db, connection.providerId);
  const scope: TSyncScope = {
    timezone: await getProviderTimezone(db, connection.providerId),
    horizon: {
      from: new Date(now.getTime() - DAY_MS),
      to: new Date(now.getTime() + (settings.maxAdvanceDays + 2) * DAY_MS),
    },
    log,
  };
  const calendars = (await calendarsOf(db, connectionId)).filter((c) => c.checkConflicts || c.writeBookings);
  try {
    const ctx = await contextOf(deps, connection);
    for (const calendar of calendars) await syncCalendar(deps, ctx, calendar, scope);
  } catch (err) {
    if (!(err instanceof CaldavError)) throw err;
    log?.warn({ connectionId, kind: err.kind, status: err.status }, 'caldav : synchronisation en échec');
    await recordSyncFailure(deps, connectionId, err.message);
    return;
  }
  await recordSyncSuccess(deps, connectionId);
}
