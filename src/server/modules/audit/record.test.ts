import { describe, expect, it } from 'vitest';
import { changedFields } from './record';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, with both values', () => {
    expect(
      changedFields(
        { status: 'active', name: 'Camille', tags: ['a'] },
        { status: 'suspended', name: 'Camille', tags: ['a', 'b'] },
      ),
    ).toEqual({
      status: { before: 'active', after: 'suspended' },
      tags: { before: ['a'], after: ['a', 'b'] },
    });
  });

  it('records a field that appears or disappears', () => {
    expect(changedFields<{ a?: number; b?: number }>({ a: 1 }, { b: 2 })).toEqual({
      a: { before: 1, after: undefined },
      b: { before: undefined, after: 2 },
    });
  });
});
