import { describe, expect, it } from 'vitest';
import { isWaitlistLeaveToken, waitlistLeaveToken } from './leave-token';

const KEY = Buffer.alloc(32, 7);
const ENTRY = '0b6f3a52-2f0e-4c55-9c6e-0d0e1b0c2a11';

describe('waitlist leave token', () => {
  it('accepts the token of its entry only', () => {
    const token = waitlistLeaveToken(KEY, ENTRY);
    expect(isWaitlistLeaveToken(KEY, ENTRY, token)).toBe(true);
    expect(isWaitlistLeaveToken(KEY, '1b6f3a52-2f0e-4c55-9c6e-0d0e1b0c2a11', token)).toBe(false);
    expect(isWaitlistLeaveToken(Buffer.alloc(32, 8), ENTRY, token)).toBe(false);
    expect(isWaitlistLeaveToken(KEY, ENTRY, `${token}x`)).toBe(false);
    expect(isWaitlistLeaveToken(KEY, ENTRY, '')).toBe(false);
  });
});
