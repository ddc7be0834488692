import { AppError } from '../../http/app-error';
import { minutesOf } from './local-time';

export const RANGES_OVERLAP_MESSAGE = 'Cette plage horaire chevauche une autre plage du même jour';

/**
 * Refuses two ranges of the same day that overlap (touching is fine: 12:00 end, 12:00 start);
 * the error names the start that falls inside the other range, e.g. `weekly.3.start`.
 */
export function assertNoOverlap(
  ranges: Array<{ day: number; start: string; end: string }>,
  fieldOf: (index: number) => string,
): void {
  const sorted = ranges
    .map((r, index) => ({ day: r.day, start: minutesOf(r.start), end: minutesOf(r.end), index }))
    .sort((a, b) => a.day - b.day || a.start - b.start || a.index - b.index);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && previous.day === current.day && current.start < previous.end) {
      throw new AppError('VALIDATION', RANGES_OVERLAP_MESSAGE, { field: fieldOf(current.index) });
    }
  }
}
