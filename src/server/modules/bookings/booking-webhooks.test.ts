import { describe, expect, it } from 'vitest';
import { changeEventOf } from './booking-webhooks';

describe('booking change events', () => {
  const at = new Date('2026-12-01T14:00:00Z');
  const row = (over: Record<string, unknown> = {}) =>
    ({ status: 'confirmed', startAt: at, ...over }) as unknown as Parameters<typeof changeEventOf>[0];

  it('names each change', () => {
    expect(changeEventOf(row(), row({ status: 'cancelled' }))).toBe('booking.cancelled');
    expect(changeEventOf(row(), row({ status: 'completed' }))).toBe('booking.completed');
    expect(changeEventOf(row(), row({ status: 'no_show' }))).toBe('booking.no_show');
    expect(changeEventOf(row(), row({ startAt: new Date(at.getTime() + 3_600_000) }))).toBe(
      'booking.rescheduled',
    );
    expect(changeEventOf(row(), row())).toBeNull();
  });

  it('says nothing of a hold that ends (it was never announced)', () => {
    expect(changeEventOf(row({ status: 'awaiting_payment' }), row({ status: 'cancelled' }))).toBeNull();
  });
});
