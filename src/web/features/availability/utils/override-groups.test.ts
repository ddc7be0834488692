import { describe, expect, it } from 'vitest';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { groupOverrides } from './override-groups';

const closed = (date: string, note = 'Congés'): TOverride => ({ id: date, date, ranges: [], note });

describe('groupOverrides', () => {
  it('joins consecutive days with the same hours and note, across a month end', () => {
    const groups = groupOverrides([
      closed('2027-07-30'),
      closed('2027-07-31'),
      closed('2027-08-01'),
      closed('2027-08-03'),
      closed('2027-08-04', 'Formation'),
      { id: 'x', date: '2027-08-05', ranges: [{ start: '09:00', end: '12:00' }], note: 'Formation' },
    ]);
    expect(groups.map((g) => [g.from, g.to, g.overrides.length])).toEqual([
      ['2027-07-30', '2027-08-01', 3],
      ['2027-08-03', '2027-08-03', 1],
      ['2027-08-04', '2027-08-04', 1],
      ['2027-08-05', '2027-08-05', 1],
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(groupOverrides([])).toEqual([]);
  });
});
