/** PostgreSQL SQLSTATEs the services react to. */
export const PG = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** drizzle wraps driver errors: the SQLSTATE sits on `cause` (or on the error itself). */
export function pgErrorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { cause, code } = err as { cause?: { code?: unknown }; code?: unknown };
  const found = cause?.code ?? code;
  return typeof found === 'string' ? found : undefined;
}
