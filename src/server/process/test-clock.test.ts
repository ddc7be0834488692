import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { ADVANCE_CLOCK, createTestClock, listenToTestClock, type TClockMoved } from './test-clock';

describe('the test clock', () => {
  it('follows real time, moved forward by the sum of the advances', () => {
    let real = Date.parse('2026-03-29T00:30:00Z');
    const clock = createTestClock(() => real);
    expect(clock.now().toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(clock.advance(90 * 60_000).toISOString()).toBe('2026-03-29T02:00:00.000Z');
    real += 1_000;
    expect(clock.now().toISOString()).toBe('2026-03-29T02:00:01.000Z');
    clock.advance(59_000);
    expect(clock.now().toISOString()).toBe('2026-03-29T02:01:00.000Z');
  });

  it('moves when the parent asks over IPC and answers with the new time; other messages are ignored', () => {
    const host = Object.assign(new EventEmitter(), {
      sent: [] as TClockMoved[],
      unrefs: 0,
      send(message: TClockMoved) {
        host.sent.push(message);
        return true;
      },
      channel: {
        unref() {
          host.unrefs += 1;
        },
      },
    });
    const now = listenToTestClock(host);
    expect(host.unrefs).toBe(1);
    const before = now().getTime();
    host.emit('message', { type: 'something-else', ms: 60_000 });
    host.emit('message', { type: ADVANCE_CLOCK, id: 1, ms: 3 * 60_000 });
    expect(host.sent).toHaveLength(1);
    const [moved] = host.sent;
    expect(moved).toMatchObject({ type: ADVANCE_CLOCK, id: 1 });
    const movedTo = Date.parse((moved as { now: string }).now);
    expect(movedTo - before).toBeGreaterThanOrEqual(3 * 60_000);
    expect(now().getTime()).toBeGreaterThanOrEqual(movedTo);

    // Backwards or not a number of milliseconds: refused, the clock stays where it was.
    host.emit('message', { type: ADVANCE_CLOCK, id: 2, ms: -60_000 });
    expect(host.sent[1]).toEqual({ type: ADVANCE_CLOCK, id: 2, error: expect.stringContaining('ms') });
    expect(now().getTime()).toBeGreaterThanOrEqual(movedTo);
  });

  it('is refused in a process started without an IPC channel', () => {
    const host = Object.assign(new EventEmitter(), { send: undefined, channel: undefined });
    expect(() => listenToTestClock(host)).toThrow(ConfigError);
    expect(() => listenToTestClock(host)).toThrow(/TEST_CLOCK: le processus doit être lancé par un test/);
  });
});
