/** PostgreSQL SQLSTATEs the services react to. */
export const PG = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  /** A statement after an earlier one failed in the same transaction. */
  inFailedTransaction: '25P02',
} as const;

/** The SQLSTATE of a database error, however drizzle (DrizzleQueryError.cause) or the driver wrapped it. */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** The constraint (or unique index) a database error names, however it was wrapped. */
export function pgConstraintName(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === 'string' && constraint !== '') return constraint;
    current = cause;
  }
  return undefined;
}

/**
 * Errors caused by the values a request sent, not by the server: data exceptions (class 22: NUL
 * in text, dates out of range, malformed uuid, numbers out of range…) and program limits (class
 * 54: an index entry or a statement too large).
 */
export function isValueRejectedByDatabase(sqlState: string | undefined): boolean {
  return sqlState !== undefined && (sqlState.startsWith('22') || sqlState.startsWith('54'));
}
