import { describe, expect, it, vi } from 'vitest';
import { SESSION_RECHECK_DELAYS_MS, scheduleSessionRecheck, type TRecheckOutcome } from './session-recheck';

describe('asking the server again about a session kept from cache (issue 30)', () => {
  it('waits 5 s, then 15 s, 1 min, then every 5 min until the server answers', async () => {
    vi.useFakeTimers();
    expect(SESSION_RECHECK_DELAYS_MS).toEqual([5_000, 15_000, 60_000, 300_000]);
    const check = vi.fn(() => Promise.resolve<TRecheckOutcome>('retry'));
    const stop = scheduleSessionRecheck(check);
    let elapsed = 0;
    for (const [i, delay] of [5_000, 15_000, 60_000, 300_000, 300_000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(check, `before check ${i + 1}`).toHaveBeenCalledTimes(i);
      await vi.advanceTimersByTimeAsync(1);
      expect(check, `check ${i + 1}`).toHaveBeenCalledTimes(i + 1);
      elapsed += delay;
    }
    expect(elapsed).toBe(680_000);
    stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('stops once settled; a check that throws is tried again', async () => {
    vi.useFakeTimers();
    const check = vi
      .fn<() => Promise<TRecheckOutcome>>()
      .mockRejectedValueOnce(new Error('hors ligne'))
      .mockResolvedValue('settled');
    scheduleSessionRecheck(check);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks at once when the browser is back online or the tab gets the focus, one check at a time', async () => {
    vi.useFakeTimers();
    let answer: (outcome: TRecheckOutcome) => void = () => {};
    const check = vi.fn(
      () =>
        new Promise<TRecheckOutcome>((resolve) => {
          answer = resolve;
        }),
    );
    const stop = scheduleSessionRecheck(check);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    answer('retry');
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
    answer('settled');
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
