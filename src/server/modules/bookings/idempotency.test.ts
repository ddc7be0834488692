import { describe, expect, it } from 'vitest';
import { canonicalJson, idempotencyFor } from './idempotency';

describe('idempotency keys', () => {
  it('hashes equal bodies equally whatever their key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } })).toBe(
      '{"a":{"c":"é","d":[1,{"x":1,"y":2}]},"b":1}',
    );
    const first = idempotencyFor('k-1', 'public:p', { start: 's', serviceId: 'x' }, 'a');
    const second = idempotencyFor('k-1', 'public:p', { serviceId: 'x', start: 's' }, 'a');
    const other = idempotencyFor('k-1', 'public:p', { serviceId: 'x', start: 't' }, 'a');
    expect(first?.requestHash).toBe(second?.requestHash);
    expect(first?.requestHash).not.toBe(other?.requestHash);
    expect(first?.callerHash).toBe(second?.callerHash);
    expect(idempotencyFor('k-1', 'public:p', {}, 'b')?.callerHash).not.toBe(first?.callerHash);
  });

  it('ignores an absent or blank header and refuses one over 200 characters', () => {
    expect(idempotencyFor(undefined, 's', {}, 'a')).toBeUndefined();
    expect(idempotencyFor('  ', 's', {}, 'a')).toBeUndefined();
    expect(idempotencyFor('x'.repeat(200), 's', {}, 'a')?.key).toHaveLength(200);
    expect(() => idempotencyFor('x'.repeat(201), 's', {}, 'a')).toThrow(
      'La clé d’idempotence ne doit pas dépasser 200 caractères.',
    );
  });
});
