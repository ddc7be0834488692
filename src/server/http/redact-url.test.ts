import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verify-email/abc123', '/api/auth/verify-email/[masqué]'],
    ['/verify-email/abc123', '/verify-email/[masqué]'],
    ['/verify-email/success', '/verify-email/success'],
    ['/api/auth/reset-password/abc123', '/api/auth/reset-password/[masqué]'],
    ['/reset-password/abc?x=1', '/reset-password/[masqué]?x=1'],
    ['/api/public/bookings/by-token/tok', '/api/public/bookings/by-token/[masqué]'],
    ['/api/public/bookings/b1/ics?token=tok&x=1', '/api/public/bookings/b1/ics?token=[masqué]&x=1'],
    ['/cancel-booking/b1/tok', '/cancel-booking/b1/[masqué]'],
    ['/booking/p1/tok', '/booking/p1/[masqué]'],
    ['/booking/p1', '/booking/p1'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
