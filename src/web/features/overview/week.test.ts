import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../test/provider-fixtures';
import { weekAround, weekFigures } from './week';

const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' });

describe('weekAround', () => {
  it('runs from Monday midnight to the next Monday midnight in the zone', () => {
    const { from, to } = weekAround(paris('2026-11-26T11:00'));
    expect(from.toUTC().toISO()).toBe('2026-11-22T23:00:00.000Z');
    expect(to.toUTC().toISO()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('is 167 hours long on the week the clocks go forward (last Sunday of March)', () => {
    const { from, to } = weekAround(paris('2026-03-29T12:00'));
    expect(from.toISO()).toBe('2026-03-23T00:00:00.000+01:00');
    expect(to.toISO()).toBe('2026-03-30T00:00:00.000+02:00');
    expect(to.diff(from, 'hours').hours).toBe(167);
  });

  it('is 169 hours long on the week the clocks go back (last Sunday of October), Sunday night included', () => {
    const { from, to } = weekAround(paris('2026-10-25T23:30'));
    expect(from.toISO()).toBe('2026-10-19T00:00:00.000+02:00');
    expect(to.toISO()).toBe('2026-10-26T00:00:00.000+01:00');
    expect(to.diff(from, 'hours').hours).toBe(169);
  });

  it('starts the next week at Monday 00:00 sharp', () => {
    expect(weekAround(paris('2026-10-26T00:00')).from.toISO()).toBe('2026-10-26T00:00:00.000+01:00');
  });
});

describe('weekFigures', () => {
  it('counts what happens or happened and sums what is expected to be paid', () => {
    const figures = weekFigures([
      createBooking({ status: 'confirmed', priceCents: 4500 }),
      createBooking({ status: 'completed', priceCents: 3000 }),
      createBooking({ status: 'no_show', priceCents: 2000 }),
      createBooking({ status: 'cancelled', priceCents: 9900 }),
      createBooking({ status: 'awaiting_payment', priceCents: 9900 }),
    ]);
    expect(figures).toEqual({ count: 3, expectedCents: 7500 });
  });

  it('is zero for an empty week', () => {
    expect(weekFigures([])).toEqual({ count: 0, expectedCents: 0 });
  });
});
