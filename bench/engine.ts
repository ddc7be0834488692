import { computeSlots } from '../src/server/modules/availability/slot-engine';
import { percentile } from './measure';

const H = 60;
const DAY_MS = 86_400_000;

/**
 * The slot engine alone (no HTTP, no database): 30 days of a provider open Mon–Sat 08:00–12:00
 * and 13:00–20:00 against a year of dense bookings (5 040), the worst case of the slots route.
 */
export function benchEngine(runs = 200): { p50: number; p95: number; slots: number; busy: number } {
  const weekly = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, startMinute: 8 * H, endMinute: 12 * H },
    { weekday, startMinute: 13 * H, endMinute: 20 * H },
  ]);
  const now = new Date();
  const yearStart = now.getTime() - 180 * DAY_MS;
  const busy = Array.from({ length: 5040 }, (_, i) => {
    const start = yearStart + Math.floor(i / 14) * DAY_MS + (i % 14) * 3_600_000;
    return { start: new Date(start), end: new Date(start + 45 * 60_000) };
  });
  const input = {
    timezone: 'Europe/Paris',
    weekly,
    overrides: [],
    busy,
    durationMinutes: 15,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    stepMinutes: 15,
    minNoticeMinutes: 120,
    maxAdvanceDays: 365,
    now,
    from: now,
    to: new Date(now.getTime() + 30 * DAY_MS),
  };
  let slots = 0;
  const durations: number[] = [];
  for (let i = 0; i < runs + 20; i++) {
    const began = performance.now();
    slots = computeSlots(input).length;
    if (i >= 20) durations.push(performance.now() - began);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), slots, busy: busy.length };
}
