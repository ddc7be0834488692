import { BUFFER_TIME_CLASS, type TBuffers } from '../utils/buffers';
import { px } from '../utils/time-grid-metrics';

/**
 * The service's buffer before and after a booking, hatched against its edges; drawn inside the
 * booking's own box (whose height is `lengthMinutes`), so they share its column.
 */
export function BufferBlocks({ buffers, lengthMinutes }: { buffers: TBuffers; lengthMinutes: number }) {
  const block = `pointer-events-none absolute inset-x-0.5 rounded-sm border border-violet-300 ${BUFFER_TIME_CLASS}`;
  return (
    <>
      {buffers.before > 0 && (
        <div
          aria-hidden="true"
          data-buffer="before"
          className={block}
          style={{ top: -px(buffers.before), height: px(buffers.before) }}
        />
      )}
      {buffers.after > 0 && (
        <div
          aria-hidden="true"
          data-buffer="after"
          className={block}
          style={{ top: px(lengthMinutes), height: px(buffers.after) }}
        />
      )}
    </>
  );
}
