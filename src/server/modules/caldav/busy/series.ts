import ICAL from 'ical.js';
import { rolloverCheck } from './rollover';
import { type TOccurrence, toOccurrence } from './span';
import { toInstant } from './zones';

type TContext = { window: { from: Date; to: Date }; providerZone: string };

/** A pathological RRULE (every second since 1970) must not hold the server. */
const MAX_OCCURRENCES = 10_000;

/** Whether a VEVENT (a series or one of its overrides) blocks time, as calendar apps show it. */
export function blocksTime(component: ICAL.Component): boolean {
  return (
    !isCancelled(component) &&
    textOf(component, 'transp') !== 'TRANSPARENT' &&
    textOf(component, 'x-microsoft-cdo-busystatus') !== 'FREE'
  );
}

export function isCancelled(component: ICAL.Component): boolean {
  return textOf(component, 'status') === 'CANCELLED';
}

function textOf(component: ICAL.Component, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? null : String(value).trim().toUpperCase();
}

/**
 * The occurrences of one UID overlapping the window, blocking or not: the series expanded
 * (RRULE, RDATE, EXDATE) with each overridden occurrence replaced by its override. Overrides are
 * read on their own, so one moved into the window from far outside it is found, and one moved
 * out of it is not. Without a series (an invitation to one occurrence), each override stands alone.
 */
export function expandSeries(
  master: ICAL.Component | undefined,
  overrides: ICAL.Component[],
  context: TContext,
): TOccurrence[] {
  if (master && isCancelled(master)) return [];
  const found: TOccurrence[] = [];
  const add = (component: ICAL.Component, start: ICAL.Time) => {
    const occurrence = toOccurrence(component, start, context.providerZone);
    if (occurrence && occurrence.start < context.window.to && occurrence.end > context.window.from) {
      found.push(occurrence);
    }
  };

  const excluded = master
    ? master.getAllProperties('exdate').flatMap((p) => p.getValues() as ICAL.Time[])
    : [];
  if (master?.hasProperty('dtstart')) {
    const event = new ICAL.Event(master, { exceptions: overrides });
    for (const next of recurrenceIds(event, excluded, context)) {
      const details = event.getOccurrenceDetails(next);
      // An override of this very occurrence is read below, with the others.
      if (details.item !== event && details.item.recurrenceId.compare(next) === 0) continue;
      add(details.item.component, details.startDate);
    }
  }
  for (const override of overrides) {
    const event = new ICAL.Event(override);
    if (!override.hasProperty('dtstart')) continue;
    // A series that excludes the occurrence wins over a stale override left beside it.
    if (excluded.some((date) => sameOccurrence(date, event.recurrenceId))) continue;
    add(override, event.startDate);
  }
  return found;
}

/**
 * The series' occurrences in order until the window's end, at most MAX_OCCURRENCES of them.
 * Mends three slips of ical.js: with RDATE but no RRULE it forgets DTSTART (always the first
 * occurrence, RFC 5545 3.8.5.2), a date that both RRULE and RDATE give comes out twice, and a
 * yearly rule rolls invalid dates over to March.
 */
function* recurrenceIds(event: ICAL.Event, excluded: ICAL.Time[], context: TContext): Generator<ICAL.Time> {
  const iterator = event.iterator();
  const series = event.component;
  const isRolledOver = rolloverCheck(series);
  let first =
    series.hasProperty('rdate') &&
    !series.hasProperty('rrule') &&
    !excluded.some((date) => sameOccurrence(date, event.startDate))
      ? event.startDate
      : null;
  let next = nextOrNull(iterator);
  let previous = null as ICAL.Time | null;
  for (let count = 0; count < MAX_OCCURRENCES; count++) {
    let current: ICAL.Time | null;
    if (first && (!next || first.compare(next) <= 0)) {
      current = first;
      first = null;
    } else {
      current = next;
      next = next ? nextOrNull(iterator) : null;
    }
    // Checked before any skip: ical.js slows down badly far in the future (its zones expand
    // year by year), so nothing may run past the window.
    if (!current || toInstant(current, context.providerZone) >= context.window.to) return;
    if (previous?.compare(current) === 0 || isRolledOver(current)) continue;
    previous = current;
    yield current;
  }
}

/**
 * ical.js throws from next() when it gives up on a series (more than 500 dates in a row excluded):
 * the occurrences found so far stand.
 */
function nextOrNull(iterator: ICAL.RecurExpansion): ICAL.Time | null {
  try {
    return iterator.next() ?? null;
  } catch {
    return null;
  }
}

function sameOccurrence(excluded: ICAL.Time, recurrenceId: ICAL.Time): boolean {
  if (excluded.isDate) {
    return (
      excluded.year === recurrenceId.year &&
      excluded.month === recurrenceId.month &&
      excluded.day === recurrenceId.day
    );
  }
  return excluded.compare(recurrenceId) === 0;
}
