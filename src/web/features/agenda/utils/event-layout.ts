export type TTimedItem<T> = { item: T; startMinute: number; endMinute: number };
export type TPlacedItem<T> = TTimedItem<T> & { column: number; columns: number };

/**
 * Side-by-side columns for the bookings of one day: each group of overlapping bookings shares the
 * width, each booking taking the first column free at its start.
 */
export function layoutDay<T>(items: readonly TTimedItem<T>[]): TPlacedItem<T>[] {
  const sorted = [...items].sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  const placed: TPlacedItem<T>[] = [];
  let group: TPlacedItem<T>[] = [];
  let columnEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;

  const closeGroup = () => {
    for (const entry of group) entry.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };

  for (const item of sorted) {
    if (item.startMinute >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= item.startMinute);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = item.endMinute;
    const entry = { ...item, column, columns: 1 };
    group.push(entry);
    placed.push(entry);
    groupEnd = Math.max(groupEnd, item.endMinute);
  }
  closeGroup();
  return placed;
}
