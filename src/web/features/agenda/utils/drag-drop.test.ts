import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/provider-fixtures';
import { canDragBooking, dropMinute, dropTarget } from './drag-drop';

const hours = { startMinute: 9 * 60, endMinute: 18 * 60 };
const now = new Date('2026-11-26T08:00:00.000Z');

describe('dropping a dragged booking on the time grid (72 px an hour)', () => {
  it('snaps the top edge to the provider’s slot step', () => {
    // 112 px is 93 minutes after 09:00: 10:33 → 10:30 with a 30-minute step, 10:35 with 5.
    expect(dropMinute({ topPx: 112, hours, stepMinutes: 30, durationMinutes: 30 })).toBe(630);
    expect(dropMinute({ topPx: 112, hours, stepMinutes: 5, durationMinutes: 30 })).toBe(635);
    expect(dropMinute({ topPx: 126, hours, stepMinutes: 15, durationMinutes: 30 })).toBe(645);
  });

  it('keeps the booking inside the shown hours, on a step', () => {
    expect(dropMinute({ topPx: -80, hours, stepMinutes: 30, durationMinutes: 30 })).toBe(540);
    // A 45-minute booking ends by 18:00: it starts at 17:00 at the latest with a 30-minute step.
    expect(dropMinute({ topPx: 5000, hours, stepMinutes: 30, durationMinutes: 45 })).toBe(1020);
    const odd = { startMinute: 8 * 60 + 10, endMinute: 12 * 60 };
    expect(dropMinute({ topPx: 0, hours: odd, stepMinutes: 20, durationMinutes: 20 })).toBe(500);
  });

  it('gives the wall-clock start on the drop day, DST Sundays included', () => {
    const sunday = DateTime.fromISO('2026-03-29', { zone: 'Europe/Paris' });
    expect(dropTarget(sunday, { topPx: 72, hours, stepMinutes: 30, durationMinutes: 30 }).toISO()).toBe(
      '2026-03-29T10:00:00.000+02:00',
    );
    const autumn = DateTime.fromISO('2026-10-25', { zone: 'Europe/Paris' });
    expect(
      dropTarget(autumn, { topPx: 36, hours, stepMinutes: 30, durationMinutes: 30 }).toUTC().toISO(),
    ).toBe('2026-10-25T08:30:00.000Z');
  });

  it('lets only confirmed bookings still to come be dragged', () => {
    const later = { start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T09:30:00.000Z' };
    expect(canDragBooking(createBooking(later), now)).toBe(true);
    expect(canDragBooking(createBooking({ ...later, status: 'cancelled' }), now)).toBe(false);
    expect(canDragBooking(createBooking({ ...later, status: 'completed' }), now)).toBe(false);
    expect(canDragBooking(createBooking({ ...later, status: 'no_show' }), now)).toBe(false);
    expect(
      canDragBooking(
        createBooking({ start: '2026-11-26T07:30:00.000Z', end: '2026-11-26T08:00:00.000Z' }),
        now,
      ),
    ).toBe(false);
  });
});
