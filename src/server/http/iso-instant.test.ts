import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant';

describe('isoInstant', () => {
  it('writes what toISOString writes, the second time too', () => {
    for (const date of [
      new Date('2026-03-29T01:00:00Z'),
      new Date(0),
      new Date('2026-11-26T23:59:59.999Z'),
    ]) {
      expect(isoInstant(date)).toBe(date.toISOString());
      expect(isoInstant(new Date(date.getTime()))).toBe(date.toISOString());
    }
  });

  it('throws on an invalid date, as toISOString does', () => {
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});
