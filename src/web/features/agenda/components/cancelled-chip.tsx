import { ChevronDown } from 'lucide-react';
import type { DateTime } from 'luxon';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatTimeRange } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';

type CancelledChipProps = {
  day: DateTime;
  /** The day's cancelled bookings (one at least). */
  bookings: readonly TBooking[];
  zone: string;
  onOpenBooking: (booking: TBooking) => void;
  /** The last columns open their list leftwards, so it stays on the screen. */
  alignEnd: boolean;
};

/**
 * A day's cancelled bookings, collapsed into « 2 annulés » under its header (they hold no time,
 * so the grid does not draw them); the chip opens their list, each one opening its details.
 * Dark text on white: readable at 4.5:1 and more, nothing faded or struck through.
 */
export function CancelledChip({ day, bookings, zone, onOpenBooking, alignEnd }: CancelledChipProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const longDay = formatDate(day.toJSDate(), zone, 'weekday');
  const label = `${bookings.length} annulé${bookings.length > 1 ? 's' : ''}`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the list from any of its buttons.
    <div ref={box} className="relative pb-1.5" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        // The name starts with what the chip shows (WCAG 2.5.3), then says which day.
        aria-label={`${label} le ${longDay}`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex items-center gap-0.5 rounded-full border border-slate-300 bg-white px-2 py-0.5 text-[0.7rem] font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <ChevronDown
          className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div
          id={listId}
          className={`absolute top-full z-30 w-60 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-1 text-left shadow-lg ${alignEnd ? 'right-1' : 'left-1'}`}
        >
          <ul aria-label={`Rendez-vous annulés le ${longDay}`} className="max-h-72 overflow-y-auto">
            {bookings.map((booking) => (
              <li key={booking.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    onOpenBooking(booking);
                  }}
                  className="block w-full rounded-md px-2 py-1.5 text-left text-xs leading-snug text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="font-semibold text-slate-900">
                    {formatTimeRange(booking.start, booking.end, zone)}
                  </span>{' '}
                  {booking.client.name}
                  <span className="block truncate">{booking.serviceName}</span>
                  <span className="sr-only">, Annulé</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
