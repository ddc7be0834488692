import { DateTime } from 'luxon';
import type { Db } from '../src/server/db/client';
import { calendarBusy, calendarConnections, calendarSyncCalendars } from '../src/server/db/schema';
import { encryptPassword } from '../src/server/modules/caldav/secret-box';
import { BENCH_TIMEZONE } from './seed-agenda';

/** The personal calendar of issue 31's objective: 500 events over the provider's year ahead. */
export const CALENDAR_EVENTS = 500;
const INSERT_CHUNK = 500;

/**
 * A CalDAV connection as a sync leaves it: one checked calendar and its busy copy, `count` events
 * from tomorrow on (one or two a day, an all-day one every tenth, the others an hour or two between
 * 07:00 and 19:00). Its server is a name that never resolves (RFC 2606): the sync job fails and
 * records it, as in an outage, and slots keep reading the copy — what the bench measures.
 */
export async function seedConnectedCalendar(db: Db, providerId: string, now: Date, count = CALENDAR_EVENTS) {
  const [connection] = await db
    .insert(calendarConnections)
    .values({
      providerId,
      serverUrl: 'https://agenda.bench.invalid/dav/',
      username: 'banc',
      passwordEncrypted: await encryptPassword(db, 'mot-de-passe-banc'),
      homeUrl: 'https://agenda.bench.invalid/dav/calendars/banc/',
      lastSyncAt: now,
    })
    .returning({ id: calendarConnections.id });
  if (!connection) throw new Error('calendar connection insert returned nothing');
  const [calendar] = await db
    .insert(calendarSyncCalendars)
    .values({
      connectionId: connection.id,
      providerId,
      url: 'https://agenda.bench.invalid/dav/calendars/banc/personnel/',
      name: 'Personnel',
      checkConflicts: true,
      syncedAt: now,
      expandedTo: new Date(now.getTime() + 400 * 86_400_000),
    })
    .returning({ id: calendarSyncCalendars.id });
  if (!calendar) throw new Error('calendar insert returned nothing');

  const tomorrow = DateTime.fromJSDate(now, { zone: BENCH_TIMEZONE }).startOf('day').plus({ days: 1 });
  const rows = Array.from({ length: count }, (_, i) => {
    const day = tomorrow.plus({ days: Math.floor((i * 365) / count) });
    const href = `https://agenda.bench.invalid/dav/calendars/banc/personnel/evenement-${i}.ics`;
    if (i % 10 === 9) {
      const start = day.toJSDate();
      const end = day.plus({ days: 1 }).toJSDate();
      return {
        providerId,
        calendarId: calendar.id,
        href,
        startsAt: start,
        endsAt: end,
        allDay: true,
        summary: 'Congé',
      };
    }
    const start = day.set({ hour: 7 + ((i * 5) % 12), minute: (i % 2) * 30 });
    const end = start.plus({ minutes: 60 + (i % 2) * 60 });
    return {
      providerId,
      calendarId: calendar.id,
      href,
      startsAt: start.toJSDate(),
      endsAt: end.toJSDate(),
      allDay: false,
      summary: 'Rendez-vous personnel',
    };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(calendarBusy).values(rows.slice(i, i + INSERT_CHUNK));
  }
}
