import { describe, expect, it } from 'vitest';
import { escapeLike } from './queries';

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('camille')).toBe('camille');
  });
});
