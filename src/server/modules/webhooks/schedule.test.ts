import { describe, expect, it } from 'vitest';
import { changeEventOf } from '../bookings/booking-webhooks';
import { RETRY_SCHEDULE_SECONDS, retryDelayMs } from './outcome';
import { newWebhookSecret } from './secret';

describe('retry schedule', () => {
  it('retries within a minute first, then over about three days, then stops', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(1, () => 1)).toBeLessThan(60_000);
    const total = RETRY_SCHEDULE_SECONDS.reduce((sum, s) => sum + s, 0) / 86_400;
    expect(total).toBeGreaterThan(2.5);
    expect(total).toBeLessThan(3.5);
    expect(retryDelayMs(RETRY_SCHEDULE_SECONDS.length + 1)).toBeNull();
  });

  it('spreads retries with jitter', () => {
    expect(retryDelayMs(4, () => 0)).toBe(2_880_000);
    expect(retryDelayMs(4, () => 1)).toBe(4_320_000);
  });
});

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

describe('secrets', () => {
  it('makes whsec_ + base64 of 24 random bytes, never twice the same', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
