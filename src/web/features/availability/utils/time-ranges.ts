export type TRange = { start: string; end: string };
/** Errors of a list of ranges, keyed `${index}.start` / `${index}.end`. */
export type TRangeErrors = Record<string, string>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const RANGE_MESSAGES = {
  required: 'Heure requise',
  invalid: 'Heure invalide (format HH:MM attendu)',
  endBeforeStart: "L'heure de fin doit suivre l'heure de début",
  overlap: 'Cette plage horaire chevauche une autre plage du même jour',
} as const;

function checkTime(value: string): string | null {
  if (value === '') return RANGE_MESSAGES.required;
  return HHMM.test(value) ? null : RANGE_MESSAGES.invalid;
}

/**
 * Checks one day's ranges: both times present and valid, end after start, no two ranges
 * overlapping (touching, 12:00–14:00 then 14:00–18:00, is allowed).
 */
export function validateRanges(ranges: readonly TRange[]): TRangeErrors {
  const errors: TRangeErrors = {};
  ranges.forEach((range, index) => {
    const start = checkTime(range.start);
    const end = checkTime(range.end);
    if (start) errors[`${index}.start`] = start;
    if (end) errors[`${index}.end`] = end;
    if (!start && !end && range.end <= range.start) errors[`${index}.end`] = RANGE_MESSAGES.endBeforeStart;
  });
  const valid = ranges
    .map((range, index) => ({ ...range, index }))
    .filter(({ index }) => !errors[`${index}.start`] && !errors[`${index}.end`])
    .sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < valid.length; i += 1) {
    const previous = valid[i - 1];
    const current = valid[i];
    if (previous && current && current.start < previous.end) {
      errors[`${current.index}.start`] = RANGE_MESSAGES.overlap;
    }
  }
  return errors;
}

export function sortRanges<T extends TRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => a.start.localeCompare(b.start));
}

/** A new range after the last one (one hour later), or the usual morning for an empty day. */
export function nextRange(ranges: readonly TRange[]): TRange {
  const last = sortRanges(ranges).at(-1);
  if (!last || !HHMM.test(last.end)) return { start: '09:00', end: '12:00' };
  const [h = 0, m = 0] = last.end.split(':').map(Number);
  const startMinutes = Math.min(h * 60 + m + 60, 22 * 60);
  const endMinutes = Math.min(startMinutes + 120, 23 * 60 + 55);
  return { start: toHHMM(startMinutes), end: toHHMM(endMinutes) };
}

function toHHMM(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
