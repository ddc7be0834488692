import { describe, expect, it } from 'vitest';
import { layoutDay } from './event-layout';

const item = (id: string, startMinute: number, endMinute: number) => ({ item: id, startMinute, endMinute });

describe('layoutDay', () => {
  it('gives a lone booking the whole width', () => {
    expect(layoutDay([item('a', 540, 570)])).toEqual([{ ...item('a', 540, 570), column: 0, columns: 1 }]);
  });

  it('puts overlapping bookings side by side and reuses a column once it is free', () => {
    const placed = layoutDay([
      item('a', 540, 600),
      item('b', 560, 620),
      item('c', 600, 630),
      item('d', 700, 730),
    ]);
    const byId = Object.fromEntries(placed.map((p) => [p.item, [p.column, p.columns]]));
    expect(byId).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('treats touching bookings as not overlapping', () => {
    const placed = layoutDay([item('a', 540, 570), item('b', 570, 600)]);
    expect(placed.map((p) => p.columns)).toEqual([1, 1]);
  });
});
