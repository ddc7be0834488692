import { BUSY_TIME_CLASS, busyKey, busyName, busyText, type TBusyTime } from '../utils/busy-times';
import { px } from '../utils/time-grid-metrics';
import type { TMinuteRange } from '../utils/working-time';

type BusyBlocksProps = {
  blocks: ReadonlyArray<TMinuteRange & { busy: TBusyTime }>;
  /** The first minute the grid shows: the blocks are placed from it. */
  gridStart: number;
  zone: string;
};

/**
 * The provider's own calendar, hatched behind the bookings of a week or day column. Neither
 * draggable nor clickable: a click or a drop goes to the slot underneath.
 */
export function BusyBlocks({ blocks, gridStart, zone }: BusyBlocksProps) {
  return (
    <>
      {blocks.map(({ startMinute, endMinute, busy }) => (
        <div
          key={busyKey(busy)}
          role="note"
          aria-label={busyName(busy, zone)}
          data-busy=""
          className={`pointer-events-none absolute inset-x-0 overflow-hidden ${BUSY_TIME_CLASS}`}
          style={{ top: px(startMinute - gridStart), height: px(endMinute - startMinute) }}
        >
          <span
            aria-hidden="true"
            className="m-0.5 inline-block max-w-[calc(100%-0.25rem)] truncate rounded bg-white/95 px-1 text-[0.7rem] leading-tight font-medium text-slate-800"
          >
            {busyText(busy)}
          </span>
        </div>
      ))}
    </>
  );
}

/** A day's all-day busy times: a band under its name (week, day) or in its month cell. */
export function AllDayBusy({ busy, zone }: { busy: readonly TBusyTime[]; zone: string }) {
  if (busy.length === 0) return null;
  return (
    <ul className="space-y-0.5 px-0.5 pb-1">
      {busy.map((b) => (
        <li key={busyKey(b)} data-busy="all-day" className={`rounded-sm ${BUSY_TIME_CLASS}`}>
          <span className="sr-only">{busyName(b, zone)}</span>
          <span
            aria-hidden="true"
            className="m-0.5 block truncate rounded bg-white/95 px-1 text-left text-[0.7rem] leading-tight font-medium text-slate-800"
          >
            {busyText(b)}
          </span>
        </li>
      ))}
    </ul>
  );
}
