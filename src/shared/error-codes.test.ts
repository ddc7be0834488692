import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('gives every code an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      expect(Number.isInteger(status) && status >= 400 && status < 600, code).toBe(true);
    }
  });

  it('keeps the codes and statuses the documentation promises', () => {
    expect({
      QUOTA_EXHAUSTED: ERROR_STATUS.QUOTA_EXHAUSTED,
      PAYMENTS_DISABLED: ERROR_STATUS.PAYMENTS_DISABLED,
      BOOKING_NOT_OPEN: ERROR_STATUS.BOOKING_NOT_OPEN,
      ACCOUNT_SUSPENDED: ERROR_STATUS.ACCOUNT_SUSPENDED,
      IMPERSONATION_FORBIDDEN: ERROR_STATUS.IMPERSONATION_FORBIDDEN,
      IDEMPOTENCY_KEY_IN_USE: ERROR_STATUS.IDEMPOTENCY_KEY_IN_USE,
      IDEMPOTENCY_KEY_REUSED: ERROR_STATUS.IDEMPOTENCY_KEY_REUSED,
      CLIENT_EMAIL_LIMIT: ERROR_STATUS.CLIENT_EMAIL_LIMIT,
      RETRY_LATER: ERROR_STATUS.RETRY_LATER,
      DPA_NOT_CONFIGURED: ERROR_STATUS.DPA_NOT_CONFIGURED,
      URI_TOO_LONG: ERROR_STATUS.URI_TOO_LONG,
    }).toEqual({
      QUOTA_EXHAUSTED: 403,
      PAYMENTS_DISABLED: 503,
      BOOKING_NOT_OPEN: 403,
      ACCOUNT_SUSPENDED: 403,
      IMPERSONATION_FORBIDDEN: 403,
      IDEMPOTENCY_KEY_IN_USE: 409,
      IDEMPOTENCY_KEY_REUSED: 422,
      CLIENT_EMAIL_LIMIT: 429,
      RETRY_LATER: 503,
      DPA_NOT_CONFIGURED: 503,
      URI_TOO_LONG: 414,
    });
  });

  it('recognises only its own codes, not what every object inherits', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
    for (const other of [
      'QUOTA_EXHAUSTD',
      'quota_exhausted',
      'toString',
      'constructor',
      '',
      403,
      undefined,
    ]) {
      expect(isErrorCode(other), String(other)).toBe(false);
    }
  });
});
