import type { DateTime } from 'luxon';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TBuffers } from './buffers';
import type { TBusyTime } from './busy-times';
import type { TMinuteRange } from './working-time';

/**
 * What a drop target is worth (ADR 0011). The server moves a provider's booking anywhere no
 * other booking (with the services' buffers) holds: outside opening hours is allowed, so it is
 * only warned; a slot another booking holds, or one already begun, is refused before asking.
 */
export type TDropProblem = 'past' | 'taken' | 'closed-day' | 'break' | 'outside-hours' | 'busy';

export type TDropVerdict =
  | { kind: 'free' }
  | { kind: 'refuse' | 'warn'; problem: TDropProblem; message: string; short: string };

const PROBLEMS: Record<TDropProblem, { kind: 'refuse' | 'warn'; message: string; short: string }> = {
  past: { kind: 'refuse', message: 'Ce créneau est passé.', short: 'Passé' },
  taken: {
    kind: 'refuse',
    message: 'Ce créneau est déjà pris par un autre rendez-vous.',
    short: 'Déjà pris',
  },
  'closed-day': { kind: 'warn', message: 'Vous êtes fermé ce jour-là.', short: 'Jour fermé' },
  break: { kind: 'warn', message: 'Ce créneau tombe pendant une pause.', short: 'Pendant une pause' },
  'outside-hours': {
    kind: 'warn',
    message: 'Ce créneau est en dehors de vos horaires d’ouverture.',
    short: 'Hors horaires',
  },
  // The server takes the provider's own move onto a busy time (ADR 0058): their calendar informs them.
  busy: {
    kind: 'warn',
    message: 'Vous êtes occupé à ce moment dans votre agenda personnel.',
    short: 'Agenda personnel',
  },
};

export type TDropCheckInput = {
  booking: TBooking;
  /** The new start, in the provider's zone. */
  start: DateTime;
  now: DateTime;
  /** The bookings the agenda shows (the dragged one among them or not). */
  bookings: readonly TBooking[];
  buffersOf: (booking: TBooking) => TBuffers;
  /** The day's opening hours in wall-clock minutes; null while unknown (then not checked). */
  open: readonly TMinuteRange[] | null;
  /** The busy times of the provider's own calendar shown in the agenda (none without a sync). */
  busy?: readonly TBusyTime[];
};

const MINUTE_MS = 60_000;

function lengthMs(booking: TBooking): number {
  return new Date(booking.end).getTime() - new Date(booking.start).getTime();
}

/** The range a booking holds, its service's buffers included (as the server's EXCLUDE constraint sees it). */
function heldRange(startMs: number, booking: TBooking, buffers: TBuffers): [number, number] {
  return [startMs - buffers.before * MINUTE_MS, startMs + lengthMs(booking) + buffers.after * MINUTE_MS];
}

function overlapsAnother({ booking, start, bookings, buffersOf }: TDropCheckInput): boolean {
  const [from, to] = heldRange(start.toMillis(), booking, buffersOf(booking));
  return bookings.some((other) => {
    if (other.id === booking.id || other.status === 'cancelled') return false;
    const [otherFrom, otherTo] = heldRange(new Date(other.start).getTime(), other, buffersOf(other));
    return from < otherTo && otherFrom < to;
  });
}

/** Sorted ranges with those that touch or overlap joined: 09:00–12:00 and 12:00–18:00 is one. */
function merged(ranges: readonly TMinuteRange[]): TMinuteRange[] {
  const out: TMinuteRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.startMinute - b.startMinute)) {
    const last = out.at(-1);
    if (last && range.startMinute <= last.endMinute)
      last.endMinute = Math.max(last.endMinute, range.endMinute);
    else out.push({ ...range });
  }
  return out;
}

/** Closed day, break or outside hours, or nothing when the booking fits in open time. */
function hoursProblem(ranges: readonly TMinuteRange[], startMinute: number, endMinute: number) {
  const open = merged(ranges);
  if (open.length === 0) return 'closed-day';
  if (open.some((r) => r.startMinute <= startMinute && endMinute <= r.endMinute)) return null;
  const breaks = open.slice(1).map((r, i) => ({ from: open[i]?.endMinute ?? 0, to: r.startMinute }));
  return breaks.some((b) => startMinute < b.to && b.from < endMinute) ? 'break' : 'outside-hours';
}

function overlapsBusy({ booking, start, busy = [] }: TDropCheckInput): boolean {
  const from = start.toMillis();
  const to = from + lengthMs(booking);
  return busy.some((b) => from < new Date(b.end).getTime() && new Date(b.start).getTime() < to);
}

/** The verdict on dropping `booking` at `start`: refused (past, taken), warned (hours, busy) or free. */
export function dropVerdict(input: TDropCheckInput): TDropVerdict {
  const { booking, start, now, open } = input;
  let problem: TDropProblem | null = null;
  if (start < now) problem = 'past';
  else if (overlapsAnother(input)) problem = 'taken';
  else if (open) {
    const startMinute = start.hour * 60 + start.minute;
    problem = hoursProblem(open, startMinute, startMinute + Math.round(lengthMs(booking) / MINUTE_MS));
  }
  if (!problem && overlapsBusy(input)) problem = 'busy';
  return problem ? { problem, ...PROBLEMS[problem] } : { kind: 'free' };
}
