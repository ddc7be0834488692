export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

/** The one error type of the server: a code (→ HTTP status), a French message, an optional field. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly field: string | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    options: { field?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = code;
    this.field = options.field;
    this.extra = options.extra;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
