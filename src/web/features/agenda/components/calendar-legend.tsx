import { BOOKING_STATUSES } from '../../../../shared/schemas/booking';
import { STATUS_CHIP_CLASSES, STATUS_LABELS } from '../../../components/booking/booking-status';
import { BUFFER_TIME_CLASS } from '../utils/buffers';
import { BUSY_LABEL, BUSY_TIME_CLASS } from '../utils/busy-times';

/**
 * The colour of each status and the hatching of closed, buffer and busy time, spelled out (colour
 * alone never carries the meaning). Busy time only where the calendar sync is offered.
 */
export function CalendarLegend({ withBusy }: { withBusy: boolean }) {
  return (
    <ul
      className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600"
      aria-label="Légende de l’agenda"
    >
      {BOOKING_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            className={`inline-block h-3 w-4 rounded-sm border-l-4 ${STATUS_CHIP_CLASSES[status]}`}
            aria-hidden="true"
          />
          {STATUS_LABELS[status]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span
          className="inline-block h-3 w-4 rounded-sm border border-slate-200 bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_3px,var(--color-slate-50)_3px_6px)]"
          aria-hidden="true"
        />
        Fermé (hors horaires, pauses, exceptions)
      </li>
      <li className="flex items-center gap-1.5">
        <span
          className={`inline-block h-3 w-4 rounded-sm border border-violet-300 ${BUFFER_TIME_CLASS}`}
          aria-hidden="true"
        />
        Temps tampon (avant ou après une prestation)
      </li>
      {withBusy && (
        <li className="flex items-center gap-1.5">
          <span className={`inline-block h-3 w-4 rounded-sm ${BUSY_TIME_CLASS}`} aria-hidden="true" />
          {BUSY_LABEL}
        </li>
      )}
    </ul>
  );
}
