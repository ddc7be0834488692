import type { DateTime } from 'luxon';
import type { TBooking } from '../../../shared/schemas/booking';

/** Monday 00:00 to the next Monday 00:00 in the provider's zone: 167 or 169 hours on DST weeks. */
export function weekAround(now: DateTime): { from: DateTime; to: DateTime } {
  const from = now.startOf('week');
  return { from, to: from.plus({ weeks: 1 }) };
}

/** Appointments that happen or happened: not cancelled, not a hold waiting for its payment. */
const COUNTED: ReadonlySet<TBooking['status']> = new Set(['confirmed', 'completed', 'no_show']);
/** What the provider expects to be paid for: a no-show is not. */
const EARNING: ReadonlySet<TBooking['status']> = new Set(['confirmed', 'completed']);

/**
 * The week's figures: how many appointments, and the sum of their prices — what is expected, not
 * what was received (a client pays on the day, or paid a deposit online).
 */
export function weekFigures(bookings: readonly TBooking[]): { count: number; expectedCents: number } {
  return {
    count: bookings.filter((b) => COUNTED.has(b.status)).length,
    expectedCents: bookings.filter((b) => EARNING.has(b.status)).reduce((sum, b) => sum + b.priceCents, 0),
  };
}
