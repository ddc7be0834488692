import type { DateTime } from 'luxon';
import type { TBooking } from '../../../../shared/schemas/booking';
import { atWallMinute } from './calendar-dates';
import { HOUR_HEIGHT_PX } from './time-grid-metrics';
import type { TMinuteRange } from './working-time';

/** Only a confirmed booking still to come can be moved; the past, cancelled, done or no-show stay put. */
export function canDragBooking(booking: TBooking, now: Date): boolean {
  return booking.status === 'confirmed' && new Date(booking.start).getTime() > now.getTime();
}

type TDropInput = {
  /** Where the booking's top edge is, in px from the top of the day column. */
  topPx: number;
  /** The hours the grid shows, in wall-clock minutes. */
  hours: TMinuteRange;
  /** The provider's slot step (settings): a dropped booking starts on it, as a booked slot would. */
  stepMinutes: number;
  durationMinutes: number;
};

/** The wall-clock minute a booking dropped at `topPx` starts at: snapped to the step, kept inside the grid. */
export function dropMinute({ topPx, hours, stepMinutes, durationMinutes }: TDropInput): number {
  const raw = hours.startMinute + (topPx / HOUR_HEIGHT_PX) * 60;
  const first = Math.ceil(hours.startMinute / stepMinutes) * stepMinutes;
  const last = Math.max(first, Math.floor((hours.endMinute - durationMinutes) / stepMinutes) * stepMinutes);
  return Math.min(Math.max(Math.round(raw / stepMinutes) * stepMinutes, first), last);
}

/** The new start of a booking dropped on `day` (a wall-clock time: 10:30 stays 10:30 on a DST Sunday). */
export function dropTarget(day: DateTime, input: TDropInput): DateTime {
  return atWallMinute(day, dropMinute(input));
}
