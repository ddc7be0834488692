import { z } from 'zod';
import { ConfigError } from '../config';

/**
 * TEST_CLOCK (ADR 0052): a browser journey moves its server's clock forward instead of waiting for
 * a scheduled article or a reminder to come due. The journey spawned the server with an IPC
 * channel; it sends ZAdvanceClock and gets TClockMoved back once the clock has moved.
 */
export const ADVANCE_CLOCK = 'creneau:advance-clock';

export const ZAdvanceClock = z.object({
  type: z.literal(ADVANCE_CLOCK),
  id: z.number().int(),
  ms: z.number().int().nonnegative(),
});
export type TAdvanceClock = z.infer<typeof ZAdvanceClock>;
export type TClockMoved =
  | { type: typeof ADVANCE_CLOCK; id: number; now: string }
  | { type: typeof ADVANCE_CLOCK; id: number; error: string };

export type TTestClock = { now(): Date; advance(ms: number): Date };

/** Real time plus an offset that only grows: time keeps flowing (timeouts, tokens) and never goes back. */
export function createTestClock(realNow: () => number = Date.now): TTestClock {
  let offsetMs = 0;
  const now = () => new Date(realNow() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
  };
}

/** What listenToTestClock uses of `process` (a test hands it a fake). */
export type TIpcHost = {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?: (message: TClockMoved) => boolean;
  channel?: { unref(): void } | undefined;
};

/** The clock of a TEST_CLOCK process: moved by the parent that spawned it, over the IPC channel. */
export function listenToTestClock(host: TIpcHost = process as TIpcHost): () => Date {
  const send = host.send?.bind(host);
  if (!send) {
    throw new ConfigError(
      'Configuration invalide :\n  - TEST_CLOCK: le processus doit être lancé par un test, avec un canal IPC',
    );
  }
  const clock = createTestClock();
  host.on('message', (message) => {
    if ((message as { type?: unknown } | null)?.type !== ADVANCE_CLOCK) return;
    const parsed = ZAdvanceClock.safeParse(message);
    if (!parsed.success) {
      const id = Number((message as { id?: unknown }).id);
      send({ type: ADVANCE_CLOCK, id, error: 'ms : nombre entier de millisecondes positif attendu' });
      return;
    }
    send({ type: ADVANCE_CLOCK, id: parsed.data.id, now: clock.advance(parsed.data.ms).toISOString() });
  });
  // The channel alone must not keep a stopping process alive.
  host.channel?.unref();
  return clock.now;
}
