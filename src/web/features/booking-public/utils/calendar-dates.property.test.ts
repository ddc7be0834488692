import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, dayBoundsUtc } from './calendar-dates';

const ZONES = Intl.supportedValuesOf('timeZone');

/** The provider's calendar date at an instant, read by luxon (an independent implementation). */
const localDate = (iso: string, shiftMs: number, zone: string) =>
  DateTime.fromMillis(Date.parse(iso) + shiftMs, { zone }).toISODate();

describe('dayBoundsUtc in every zone of this runtime (DST gaps and overlaps included)', () => {
  it('runs from the first instant of the provider’s day to the first instant of the next one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (zone, date) => {
          const day = date.toISOString().slice(0, 10);
          // A day some zones skipped entirely (Pacific/Apia, 30 December 2011) has no bounds to check.
          fc.pre(DateTime.fromISO(day, { zone }).toISODate() === day);
          const { from, to } = dayBoundsUtc(day, zone);
          expect(localDate(from, 0, zone)).toBe(day);
          expect(localDate(from, -1, zone)).toBe(addDays(day, -1));
          expect(localDate(to, -1, zone)).toBe(day);
          expect(localDate(to, 0, zone)).not.toBe(day);
        },
      ),
      {
        numRuns: 3000,
        // Midnight skipped (Azores, spring 2001) and midnight lived twice (Havana, autumn 2011).
        examples: [
          ['Atlantic/Azores', new Date('2001-03-25T00:00:00Z')],
          ['America/Havana', new Date('2011-11-13T00:00:00Z')],
          ['Europe/Paris', new Date('2026-03-29T00:00:00Z')],
          ['Europe/Paris', new Date('2026-10-25T00:00:00Z')],
          // Clocks set back two hours over midnight: the first of the two midnights starts the day.
          ['Antarctica/Davis', new Date('2009-10-17T00:00:00Z')],
        ],
      },
    );
  });
});
