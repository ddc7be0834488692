import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import { MINUTE_MS } from './local-time';
import type { TInterval } from './slot-engine';

/**
 * Group sessions (issue 32): the seats of a service with more than one place. A session's seats
 * share their time with each other — they block other services and other starts, not another seat
 * of the same session — and a session whose seats are all taken is no longer offered. The
 * database trigger `bookings_session_seats` has the last word; this is what the page offers.
 */

/** A service as far as seats go. */
export type TSeatedService = {
  id: string;
  capacity: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
};

/** The active seats of one start of the service: how many, and the ranges they block. */
export type TSession = { start: number; taken: number; ranges: TInterval[] };

/** A slot as the public page offers it: `remaining` seats (1 for a one-client service). */
export type TOfferedSlot = TInterval & { remaining: number };

export const isGroup = (service: { capacity?: number }) => (service.capacity ?? 1) > 1;

/**
 * The sessions of the service whose blocked ranges meet [from, to), by start (ms). Only seats
 * carry a session key (the trigger sets it), so a booking made while the service had one place
 * still blocks as a one-client booking, as the no-overlap constraint sees it.
 */
export async function listSessions(
  db: TDbExecutor,
  providerId: string,
  serviceId: string,
  window: { from: Date; to: Date; excludeBookingId?: string | undefined },
): Promise<Map<number, TSession>> {
  const rows = await db
    .select({ startAt: bookings.startAt, start: bookings.blockedFrom, end: bookings.blockedTo })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.serviceId, serviceId),
        isNotNull(bookings.sessionKey),
        ne(bookings.status, 'cancelled'),
        sql`tstzrange(${bookings.blockedFrom}, ${bookings.blockedTo}, '[)') && tstzrange(${window.from.toISOString()}::timestamptz, ${window.to.toISOString()}::timestamptz, '[)')`,
        window.excludeBookingId ? ne(bookings.id, window.excludeBookingId) : undefined,
      ),
    );
  const sessions = new Map<number, TSession>();
  for (const row of rows) {
    const start = row.startAt.getTime();
    const session = sessions.get(start) ?? { start, taken: 0, ranges: [] };
    session.taken++;
    session.ranges.push({ start: row.start, end: row.end });
    sessions.set(start, session);
  }
  return sessions;
}

const rangeKey = (range: TInterval) => `${range.start.getTime()}/${range.end.getTime()}`;

/**
 * The busy ranges without the sessions' seats (one range removed per seat: another booking or a
 * calendar event with the very same range still counts), so the engine may offer each session's
 * start; `offerSessions` then puts the sessions back in front of every other start.
 */
export function withoutSeats(busy: TInterval[], sessions: Iterable<TSession>): TInterval[] {
  const seats = new Map<string, number>();
  for (const session of sessions) {
    for (const range of session.ranges) seats.set(rangeKey(range), (seats.get(rangeKey(range)) ?? 0) + 1);
  }
  if (seats.size === 0) return busy;
  return busy.filter((range) => {
    const key = rangeKey(range);
    const left = seats.get(key) ?? 0;
    if (left === 0) return true;
    seats.set(key, left - 1);
    return false;
  });
}

/**
 * The engine's slots (computed without the seats) as the page offers them: a session's own start
 * with its seats left, and never when full; any other start that overlaps a session is refused,
 * as the no-overlap constraint would refuse it.
 */
export function offerSessions(
  slots: TInterval[],
  sessions: Map<number, TSession>,
  service: TSeatedService,
): TOfferedSlot[] {
  const before = service.bufferBeforeMinutes * MINUTE_MS;
  const after = service.bufferAfterMinutes * MINUTE_MS;
  const duration = service.durationMinutes * MINUTE_MS;
  const list = [...sessions.values()];
  const offered: TOfferedSlot[] = [];
  for (const slot of slots) {
    const start = slot.start.getTime();
    const own = sessions.get(start);
    if (own && own.taken >= service.capacity) continue;
    const from = start - before;
    const to = start + duration + after;
    const clash = list.some(
      (s) => s.start !== start && s.ranges.some((r) => r.start.getTime() < to && r.end.getTime() > from),
    );
    if (clash) continue;
    offered.push({ ...slot, remaining: service.capacity - (own?.taken ?? 0) });
  }
  return offered;
}
