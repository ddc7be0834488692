import { describe, expect, it } from 'vitest';
import { WAITLIST_OFFERS_PER_SLOT } from '../../../shared/schemas/waitlist';
import { entryPeriod, offerDays, pickSlot, slotKey } from './offer-pick';

const PARIS = 'Europe/Paris';
const at = (iso: string) => ({ start: new Date(iso) });

describe('offerDays', () => {
  const now = new Date('2026-10-20T08:00:00Z');

  it('takes the local days the freed instants touch, the end excluded', () => {
    // 23:30–00:30 Paris (summer time): two days; 10:00 to midnight: one.
    expect(offerDays(PARIS, 60, { from: '2026-10-22T21:30:00Z', to: '2026-10-22T22:30:00Z' }, now)).toEqual({
      today: '2026-10-20',
      fromDay: '2026-10-22',
      toDay: '2026-10-23',
    });
    expect(offerDays(PARIS, 60, { from: '2026-10-22T08:00:00Z', to: '2026-10-22T22:00:00Z' }, now)).toEqual({
      today: '2026-10-20',
      fromDay: '2026-10-22',
      toDay: '2026-10-22',
    });
  });

  it('reads the days across the autumn change of time (last Sunday of October)', () => {
    // Sunday 25 October 2026, 00:00 Paris is 22:00 UTC the day before (summer), 24:00 is 23:00 UTC (winter).
    expect(offerDays(PARIS, 60, { from: '2026-10-24T22:00:00Z', to: '2026-10-25T23:00:00Z' }, now)).toEqual({
      today: '2026-10-20',
      fromDay: '2026-10-25',
      toDay: '2026-10-25',
    });
  });

  it('reads the days across the spring change of time (last Sunday of March)', () => {
    // Sunday 28 March 2027 runs from 23:00 UTC the day before (winter) to 22:00 UTC (summer).
    const march = new Date('2027-03-20T08:00:00Z');
    expect(offerDays(PARIS, 60, { from: '2027-03-27T23:00:00Z', to: '2027-03-28T22:00:00Z' }, march)).toEqual(
      {
        today: '2027-03-20',
        fromDay: '2027-03-28',
        toDay: '2027-03-28',
      },
    );
  });

  it('starts today at the earliest, and runs to the horizon for a whole-horizon range', () => {
    expect(offerDays(PARIS, 60, { from: null, to: null }, now)).toEqual({
      today: '2026-10-20',
      fromDay: '2026-10-20',
      toDay: '2026-12-19',
    });
    expect(offerDays(PARIS, 60, { from: '2026-10-01T08:00:00Z', to: '2026-10-21T08:00:00Z' }, now)).toEqual({
      today: '2026-10-20',
      fromDay: '2026-10-20',
      toDay: '2026-10-21',
    });
    expect(
      offerDays(PARIS, 60, { from: '2026-10-01T08:00:00Z', to: '2026-10-02T08:00:00Z' }, now),
    ).toBeNull();
  });

  it('uses the provider’s zone for today', () => {
    // 08:00 UTC is 22:00 the day before in Tahiti.
    expect(offerDays('Pacific/Tahiti', 60, { from: null, to: null }, now)?.today).toBe('2026-10-19');
  });
});

describe('entryPeriod', () => {
  const days = { today: '2026-10-20', fromDay: '2026-10-22', toDay: '2026-10-25' };
  it('is the window inside the run’s days, or null', () => {
    expect(entryPeriod({ fromDay: '2026-10-01', toDay: '2026-10-23' }, days)).toEqual({
      from: '2026-10-22',
      to: '2026-10-23',
    });
    expect(entryPeriod({ fromDay: '2026-10-24', toDay: '2026-11-30' }, days)).toEqual({
      from: '2026-10-24',
      to: '2026-10-25',
    });
    expect(entryPeriod({ fromDay: '2026-10-26', toDay: '2026-11-30' }, days)).toBeNull();
  });
});

describe('pickSlot', () => {
  const slots = [at('2026-10-22T10:00:00Z'), at('2026-10-22T08:00:00Z'), at('2026-10-22T09:00:00Z')];

  it('takes the earliest slot', () => {
    expect(pickSlot('s', slots, new Map(), null)?.start.toISOString()).toBe('2026-10-22T08:00:00.000Z');
    expect(pickSlot('s', [], new Map(), null)).toBeUndefined();
  });

  it(`skips a slot already offered to ${WAITLIST_OFFERS_PER_SLOT} entries of the same service`, () => {
    const full = new Map([[slotKey('s', new Date('2026-10-22T08:00:00Z')), WAITLIST_OFFERS_PER_SLOT]]);
    expect(pickSlot('s', slots, full, null)?.start.toISOString()).toBe('2026-10-22T09:00:00.000Z');
    const almost = new Map([[slotKey('s', new Date('2026-10-22T08:00:00Z')), WAITLIST_OFFERS_PER_SLOT - 1]]);
    expect(pickSlot('s', slots, almost, null)?.start.toISOString()).toBe('2026-10-22T08:00:00.000Z');
    expect(pickSlot('other', slots, full, null)?.start.toISOString()).toBe('2026-10-22T08:00:00.000Z');
  });

  it('offers an alert only a slot that starts before its booking', () => {
    const before = new Date('2026-10-22T09:00:00Z');
    expect(pickSlot('s', slots.slice(0, 1), new Map(), before)).toBeUndefined();
    expect(pickSlot('s', slots, new Map(), before)?.start.toISOString()).toBe('2026-10-22T08:00:00.000Z');
  });
});
