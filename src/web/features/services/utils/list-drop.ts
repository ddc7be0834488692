/** The vertical extent of a list item on screen. */
export type TRowBox = { top: number; bottom: number };

/**
 * Where a dragged item lands: the index of the row under the pointer, or the nearest row when the
 * pointer is above, below or between them. Moving to that index puts the item after the row when
 * dragged down, before it when dragged up.
 */
export function dropIndexAt(rows: readonly TRowBox[], y: number): number {
  let best = { index: 0, distance: Number.POSITIVE_INFINITY };
  rows.forEach((row, index) => {
    const distance = y < row.top ? row.top - y : y > row.bottom ? y - row.bottom : 0;
    if (distance < best.distance) best = { index, distance };
  });
  return best.index;
}
