import { describe, expect, it } from 'vitest';
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

describe('secrets', () => {
  it('makes whsec_ + base64 of 24 random bytes, never twice the same', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
