import type { CSSProperties, PointerEvent } from 'react';
import { formatTime, formatTimeRange } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { STATUS_CHIP_CLASSES, STATUS_LABELS } from '../../../components/booking/booking-status';
import { seatsLabel, type TGroupSession } from '../../../lib/provider-data/group-sessions';

/** The whole event in one line (the tooltip): the chip itself only has room for part of it. */
function bookingSummary(booking: TBooking, zone: string, session: TGroupSession | undefined): string {
  const range = formatTimeRange(booking.start, booking.end, zone);
  if (session) return `${range}, ${sessionTitle(session)} : ${attendeeNames(session)}`;
  return `${range}, ${booking.client.name}, ${booking.serviceName}, ${STATUS_LABELS[booking.status]}`;
}

/** « Atelier — 3/6 inscrits ». */
function sessionTitle(session: TGroupSession): string {
  return `${session.serviceName} — ${seatsLabel(session)}`;
}

function attendeeNames(session: TGroupSession): string {
  return session.attendees.map((attendee) => attendee.client.name).join(', ');
}

type CalendarEventButtonProps = {
  booking: TBooking;
  /** Set when the booking stands for a group session (issue 32): the session is shown instead. */
  session?: TGroupSession;
  zone: string;
  onOpen: (booking: TBooking) => void;
  /**
   * Month cells and 15-minute bookings: one line; 30 minutes: time, then the client's whole
   * name on a line of its own; longer: time, client and service stacked.
   */
  layout: 'line' | 'compact' | 'block';
  style?: CSSProperties;
  className?: string;
  /** Set when the booking can be dragged to another time (week and day grids). */
  drag?: {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
    /** The hint that says how to move it without a pointer. */
    hintId: string;
    /** Being dragged: the ghost shows where it goes, the booking itself fades. */
    active: boolean;
  };
};

export function CalendarEventButton({
  booking,
  session,
  zone,
  onOpen,
  layout,
  style,
  className = '',
  drag,
}: CalendarEventButtonProps) {
  const tone = STATUS_CHIP_CLASSES[booking.status];
  // A finger on a draggable booking drags it instead of scrolling the page.
  const dragClasses = drag ? `cursor-grab select-none ${drag.active ? 'opacity-40' : ''}` : '';
  return (
    <button
      type="button"
      onClick={(event) => {
        // The cell or slot underneath opens the new-booking form; this click is the event's.
        event.stopPropagation();
        onOpen(booking);
      }}
      onPointerDown={drag?.onPointerDown}
      aria-describedby={drag?.hintId}
      title={bookingSummary(booking, zone, session)}
      style={style}
      className={`block w-full overflow-hidden rounded-md border-l-4 px-1.5 text-left text-xs leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${tone} ${dragClasses} ${className}`}
    >
      {session && <SessionLabel session={session} booking={booking} zone={zone} layout={layout} />}
      {!session && layout === 'line' && (
        <span className="block truncate py-0.5">
          <span className="font-semibold">{formatTime(booking.start, zone)}</span> {booking.client.name}
          <span className="text-[0.7rem]"> · {booking.serviceName}</span>
          {/* The name a screen reader hears starts with what is seen (WCAG 2.5.3), then the rest. */}
          <span className="sr-only">
            , jusqu’à {formatTime(booking.end, zone)}, {STATUS_LABELS[booking.status]}
          </span>
        </span>
      )}
      {!session && layout === 'compact' && (
        <span className="block py-0.5">
          <span className="block font-semibold">{formatTimeRange(booking.start, booking.end, zone)}</span>
          <span className="block truncate font-medium">{booking.client.name}</span>
          <span className="sr-only">
            , {booking.serviceName}, {STATUS_LABELS[booking.status]}
          </span>
        </span>
      )}
      {!session && layout === 'block' && (
        <span className="block py-1">
          <span className="block font-semibold">{formatTimeRange(booking.start, booking.end, zone)}</span>
          <span className="block truncate font-medium">{booking.client.name}</span>
          <span className="block truncate">{booking.serviceName}</span>
          <span className="sr-only">, {STATUS_LABELS[booking.status]}</span>
        </span>
      )}
    </button>
  );
}

type SessionLabelProps = {
  session: TGroupSession;
  booking: TBooking;
  zone: string;
  layout: CalendarEventButtonProps['layout'];
};

/** A group session's chip: its service and seats taken, then (when there is room) who comes. */
function SessionLabel({ session, booking, zone, layout }: SessionLabelProps) {
  if (layout === 'line') {
    return (
      <span className="block truncate py-0.5">
        <span className="font-semibold">{formatTime(booking.start, zone)}</span> {sessionTitle(session)}
        <span className="sr-only">
          , jusqu’à {formatTime(booking.end, zone)}, séance de groupe : {attendeeNames(session)}
        </span>
      </span>
    );
  }
  return (
    <span className={`block ${layout === 'block' ? 'py-1' : 'py-0.5'}`}>
      <span className="block font-semibold">{formatTimeRange(booking.start, booking.end, zone)}</span>
      <span className="block truncate font-medium">{sessionTitle(session)}</span>
      {layout === 'block' ? (
        <span className="block truncate">{attendeeNames(session)}</span>
      ) : (
        <span className="sr-only">, {attendeeNames(session)}</span>
      )}
    </span>
  );
}
