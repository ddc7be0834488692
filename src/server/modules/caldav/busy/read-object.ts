import ICAL from 'ical.js';
import { blocksTime, expandSeries, isCancelled } from './series';
import { toOccurrence } from './span';
import { addMissingTimezones } from './zones';

export type TBusyOccurrence = { start: Date; end: Date; allDay: boolean; summary: string | null };
/** Créneau's own event found in the calendar (its UID ends with ownUidSuffix): never counted as busy. */
export type TOwnEvent = { uid: string; start: Date; end: Date };
export type TCalendarObject = { uids: string[]; busy: TBusyOccurrence[]; own: TOwnEvent[] };
export class CalendarDataError extends Error {}

const SUMMARY_MAX_LENGTH = 200;

type TOptions = { timezone: string; ownUidSuffix: string };

/**
 * Reads one stored CalDAV object (a VCALENDAR text, as a server returns it) the way a calendar
 * app does and returns what blocks time over [window.from, window.to).
 *
 * Créneau's own events are returned whatever the window (they are single events the sync
 * reconciles with its bookings), unless cancelled in the calendar.
 */
export function readCalendarObject(
  ics: string,
  window: { from: Date; to: Date },
  options: TOptions,
): TCalendarObject {
  const calendars = parseCalendars(ics);
  const result: TCalendarObject = { uids: [], busy: [], own: [] };
  try {
    for (const calendar of calendars) readCalendar(calendar, window, options, result);
  } catch (error) {
    // ical.js reads values lazily: a malformed date, duration or rule surfaces here.
    throw new CalendarDataError(`Unreadable iCalendar value: ${messageOf(error)}`, { cause: error });
  }
  result.uids = [...new Set(result.uids)];
  result.busy.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  result.own.sort((a, b) => a.start.getTime() - b.start.getTime());
  return result;
}

function parseCalendars(ics: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(ics);
  } catch (error) {
    throw new CalendarDataError(`Unparseable iCalendar text: ${messageOf(error)}`, { cause: error });
  }
  // One VCALENDAR parses to a jCal array; several (an iCalendar stream) to an array of them.
  const roots = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed;
  if (!Array.isArray(roots) || roots.length === 0) {
    throw new CalendarDataError('Empty iCalendar text');
  }
  return roots.map((jcal) => {
    const component = new ICAL.Component(jcal as unknown[]);
    if (component.name !== 'vcalendar') {
      throw new CalendarDataError(`Expected a VCALENDAR, found ${component.name.toUpperCase()}`);
    }
    return component;
  });
}

function readCalendar(
  calendar: ICAL.Component,
  window: { from: Date; to: Date },
  options: TOptions,
  result: TCalendarObject,
): void {
  addMissingTimezones(calendar, window, options.timezone);
  const byUid = new Map<string, { masters: ICAL.Component[]; overrides: ICAL.Component[] }>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
    if (uid !== '') result.uids.push(uid);
    const group = byUid.get(uid) ?? { masters: [], overrides: [] };
    (vevent.hasProperty('recurrence-id') ? group.overrides : group.masters).push(vevent);
    byUid.set(uid, group);
  }

  const context = { window, providerZone: options.timezone };
  for (const [uid, { masters, overrides }] of byUid) {
    if (isOwn(uid, options.ownUidSuffix)) {
      const own = readOwnEvent(uid, masters[0] ?? overrides[0], options.timezone);
      if (own) result.own.push(own);
      continue;
    }
    // A UID written twice as a series is two series; its overrides belong to the first.
    const series = masters.length > 0 ? masters : [undefined];
    series.forEach((master, index) => {
      for (const occurrence of expandSeries(master, index === 0 ? overrides : [], context)) {
        if (!blocksTime(occurrence.component)) continue;
        const { start, end, allDay, component } = occurrence;
        result.busy.push({ start, end, allDay, summary: summaryOf(component) });
      }
    });
  }
}

function isOwn(uid: string, suffix: string): boolean {
  return suffix !== '' && uid.toLowerCase().endsWith(suffix.toLowerCase());
}

function readOwnEvent(
  uid: string,
  vevent: ICAL.Component | undefined,
  providerZone: string,
): TOwnEvent | null {
  if (!vevent?.hasProperty('dtstart') || isCancelled(vevent)) return null;
  const occurrence = toOccurrence(vevent, vevent.getFirstPropertyValue('dtstart') as ICAL.Time, providerZone);
  return occurrence ? { uid, start: occurrence.start, end: occurrence.end } : null;
}

function summaryOf(component: ICAL.Component): string | null {
  const summary = String(component.getFirstPropertyValue('summary') ?? '').trim();
  if (summary === '') return null;
  // Cut on code points, so an emoji at the limit is not split into half a surrogate pair.
  return summary.length > SUMMARY_MAX_LENGTH ? [...summary].slice(0, SUMMARY_MAX_LENGTH).join('') : summary;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
