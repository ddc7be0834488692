import type { DateTime } from 'luxon';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TDropAnnouncement } from '../components/drop-feedback';
import type { TBuffers } from '../utils/buffers';
import type { TBusyTime } from '../utils/busy-times';
import { atWallMinute } from '../utils/calendar-dates';
import { dropVerdict, type TDropVerdict } from '../utils/drop-check';
import type { TMinuteRange } from '../utils/working-time';
import type { TDragPreview } from './use-booking-drag';

type TDropRulesInput = {
  days: readonly DateTime[];
  now: DateTime;
  zone: string;
  bookings: readonly TBooking[];
  buffersOf: (booking: TBooking) => TBuffers;
  openOn: (day: DateTime) => TMinuteRange[] | null;
  busy: readonly TBusyTime[];
  /** A drop the server would take: moved after the dialog, which repeats the warning if there is one. */
  onMoveBooking: (booking: TBooking, start: DateTime, warning?: string) => void;
};

/**
 * The agenda's rules for a drop (ADR 0011): the verdict on the target under the pointer, and the
 * drop itself — refused on the spot with its reason (past, taken), or handed on to be confirmed,
 * with a warning when it falls outside the opening hours or on a busy time of their own calendar.
 */
export function useDropRules({
  days,
  now,
  zone,
  bookings,
  buffersOf,
  openOn,
  busy,
  onMoveBooking,
}: TDropRulesInput) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const verdictAt = (booking: TBooking, start: DateTime): TDropVerdict =>
    dropVerdict({ booking, start, now, bookings, buffersOf, open: openOn(start.startOf('day')), busy });

  const announce = (preview: TDragPreview | null): TDropAnnouncement | null => {
    const day = preview && days[preview.dayIndex];
    if (!preview || !day) return null;
    const start = atWallMinute(day, preview.minute);
    return {
      where: formatDateTime(start.toJSDate(), zone, 'weekday'),
      verdict: verdictAt(preview.booking, start),
    };
  };

  const onDrop = (booking: TBooking, start: DateTime) => {
    const verdict = verdictAt(booking, start);
    if (verdict.kind === 'refuse') {
      const stays = formatDateTime(booking.start, zone, 'weekday');
      setRefusal(`${verdict.message} Le rendez-vous de ${booking.client.name} reste le ${stays}.`);
      return;
    }
    setRefusal(null);
    onMoveBooking(booking, start, verdict.kind === 'warn' ? verdict.message : undefined);
  };

  return { announce, onDrop, refusal, dismissRefusal: () => setRefusal(null) };
}
