import type { TAvailability } from '../../../../shared/schemas/provider-setup';
import type { TApiErrorInfo } from '../../../lib/parse-api-error';
import { sortRanges, type TRange, type TRangeErrors, validateRanges } from './time-ranges';

export const WEEKDAYS = [
  { weekday: 1, label: 'Lundi' },
  { weekday: 2, label: 'Mardi' },
  { weekday: 3, label: 'Mercredi' },
  { weekday: 4, label: 'Jeudi' },
  { weekday: 5, label: 'Vendredi' },
  { weekday: 6, label: 'Samedi' },
  { weekday: 7, label: 'Dimanche' },
] as const;

/** The editor's week: index 0 is Monday (weekday 1); a closed day has no ranges. */
export type TDay = { weekday: number; open: boolean; ranges: TRange[] };
export type TWeek = TDay[];
/** Errors keyed by weekday, then `${rangeIndex}.start|end`. */
export type TWeekErrors = Record<number, TRangeErrors>;

export const DEFAULT_DAY_RANGE: TRange = { start: '09:00', end: '18:00' };
const MORNING: TRange = { start: '09:00', end: '12:00' };
const AFTERNOON: TRange = { start: '14:00', end: '18:00' };

export function weekFromAvailability(weekly: TAvailability['weekly']): TWeek {
  return WEEKDAYS.map(({ weekday }) => {
    const ranges = sortRanges(weekly.filter((r) => r.weekday === weekday)).map(({ start, end }) => ({
      start,
      end,
    }));
    return { weekday, open: ranges.length > 0, ranges };
  });
}

/** « Horaires types »: 9 h–12 h and 14 h–18 h from Monday to Friday, closed at the weekend. */
export function typicalWeek(): TWeek {
  return WEEKDAYS.map(({ weekday }) =>
    weekday <= 5
      ? { weekday, open: true, ranges: [{ ...MORNING }, { ...AFTERNOON }] }
      : { weekday, open: false, ranges: [] },
  );
}

/** Monday's hours (open or closed) copied to Tuesday–Friday; the weekend is left alone. */
export function copyMondayToWeekdays(week: TWeek): TWeek {
  const monday = week[0];
  if (!monday) return week;
  return week.map((day) =>
    day.weekday >= 2 && day.weekday <= 5
      ? { ...day, open: monday.open, ranges: monday.ranges.map((r) => ({ ...r })) }
      : day,
  );
}

export function validateWeek(week: TWeek): TWeekErrors {
  const errors: TWeekErrors = {};
  for (const day of week) {
    if (!day.open) continue;
    const dayErrors = validateRanges(day.ranges);
    if (Object.keys(dayErrors).length > 0) errors[day.weekday] = dayErrors;
  }
  return errors;
}

/** Where each entry of the PUT body came from, to put a server error `weekly.N.start` back in its row. */
export type TPayloadOrigin = { weekday: number; rangeIndex: number };

export function weekToPayload(week: TWeek): { weekly: TAvailability['weekly']; origins: TPayloadOrigin[] } {
  const weekly: TAvailability['weekly'] = [];
  const origins: TPayloadOrigin[] = [];
  for (const day of week) {
    if (!day.open) continue;
    const ordered = day.ranges.map((range, rangeIndex) => ({ ...range, rangeIndex }));
    for (const { start, end, rangeIndex } of sortRanges(ordered)) {
      weekly.push({ weekday: day.weekday, start, end });
      origins.push({ weekday: day.weekday, rangeIndex });
    }
  }
  return { weekly, origins };
}

/** A server field error (`weekly.3.end`) as an editor error, or null when it names no range. */
export function weekErrorFromServer(
  { field, message }: Pick<TApiErrorInfo, 'field' | 'message'>,
  origins: readonly TPayloadOrigin[],
): TWeekErrors | null {
  const match = /^weekly\.(\d+)(?:\.(start|end|weekday))?/.exec(field ?? '');
  const origin = match ? origins[Number(match[1])] : undefined;
  if (!match || !origin) return null;
  const part = match[2] === 'end' ? 'end' : 'start';
  return { [origin.weekday]: { [`${origin.rangeIndex}.${part}`]: message } };
}

export function isWeekEmpty(week: TWeek): boolean {
  return week.every((day) => !day.open);
}
