import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { toInstant } from './zones';

export type TOccurrence = { start: Date; end: Date; allDay: boolean; component: ICAL.Component };

/**
 * The span of the occurrence of `component` (a series, an override) starting at `start`. A date
 * closes the provider's local days; an all-day event whose end is not after its start closes its
 * one day, as calendar apps show it. A timed event without length blocks nothing.
 */
export function toOccurrence(
  component: ICAL.Component,
  start: ICAL.Time,
  providerZone: string,
): TOccurrence | null {
  const allDay = start.isDate;
  const startAt = toInstant(start, providerZone);
  let endAt = endOf(component, start, startAt, providerZone);
  if (endAt <= startAt) {
    if (!allDay) return null;
    endAt = DateTime.fromJSDate(startAt, { zone: providerZone }).plus({ days: 1 }).toJSDate();
  }
  return { start: startAt, end: endAt, allDay, component };
}

/**
 * ical.js adds a series' exact length (DTEND − DTSTART in seconds) to each occurrence's wall
 * time, so an event across a DST change ends an hour off, even when it does not recur. Calendar
 * apps keep the end's wall time instead: the occurrence ends as many days, hours and minutes of
 * wall time after its start as DTEND is after DTSTART. A DURATION counts its days on the wall
 * clock and its hours exactly (RFC 5545, 3.3.6).
 */
function endOf(component: ICAL.Component, start: ICAL.Time, startAt: Date, providerZone: string): Date {
  const dtstart = component.getFirstPropertyValue('dtstart') as ICAL.Time;
  const dtend = component.getFirstPropertyValue('dtend') as ICAL.Time | null;
  const duration = component.getFirstPropertyValue('duration') as ICAL.Duration | null;
  if (dtend) {
    if (start.compare(dtstart) === 0 && start.isDate === dtstart.isDate)
      return toInstant(dtend, providerZone);
    if (dtend.zone === dtstart.zone && dtend.isDate === dtstart.isDate) {
      const end = start.clone();
      end.addDuration(dtend.subtractDate(dtstart));
      return toInstant(end, providerZone);
    }
    const length = toInstant(dtend, providerZone).getTime() - toInstant(dtstart, providerZone).getTime();
    return new Date(startAt.getTime() + length);
  }
  if (duration) {
    const sign = duration.isNegative ? -1 : 1;
    const end = start.clone();
    end.addDuration(
      new ICAL.Duration({ weeks: duration.weeks, days: duration.days, isNegative: duration.isNegative }),
    );
    const exactSeconds = duration.hours * 3600 + duration.minutes * 60 + duration.seconds;
    return new Date(toInstant(end, providerZone).getTime() + sign * exactSeconds * 1000);
  }
  // No end: a date lasts its day (RFC 5545, 3.6.1), a date-time lasts nothing.
  return startAt;
}
