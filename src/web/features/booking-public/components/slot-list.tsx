import { formatTime } from '../../../../shared/french-format';
import type { TSlot } from '../../../../shared/schemas/booking';
import { remainingText } from '../utils/booking-place';

/**
 * The day's free start times as buttons, read in the provider's zone (« 10:30 »); for a group
 * session each also says its seats left (« 10:30 3 places restantes »).
 */
export function SlotList({
  slots,
  timeZone,
  selectedStart,
  showRemaining = false,
  onSelect,
}: {
  slots: readonly TSlot[];
  timeZone: string;
  selectedStart: string | null;
  showRemaining?: boolean;
  onSelect: (slot: TSlot) => void;
}) {
  if (slots.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
        Plus aucun créneau libre ce jour-là. Choisissez une autre date.
      </p>
    );
  }
  return (
    <ul
      className={`grid gap-2 ${showRemaining ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-3 sm:grid-cols-4'}`}
    >
      {slots.map((slot) => {
        const selected = slot.start === selectedStart;
        const time = formatTime(slot.start, timeZone);
        const seats = showRemaining ? remainingText(slot.remaining) : null;
        return (
          <li key={slot.start}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(slot)}
              className={`w-full rounded-lg border py-2.5 text-center text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${
                selected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50'
              }`}
            >
              {time}
              {/* The name read is the text seen (WCAG 2.5.3): « 10:30 3 places restantes ». */}
              {seats && ' '}
              {seats && (
                <span
                  className={`block text-xs font-normal ${selected ? 'text-brand-50' : 'text-slate-600'}`}
                >
                  {seats}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
