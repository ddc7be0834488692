/**
 * Every `code` an API error body can carry, with the HTTP status it is sent with (docs/decisions/0028).
 * The server throws `AppError(code, …)` and takes the status from here; the browser reads the code
 * typed by this list, so a misspelt or retired code is a type error on both sides. The strings and
 * statuses are contracts (docs/architecture.md names several): a code is added, never renamed.
 * Several codes share a status: the generic one (`FORBIDDEN`) and the precise refusals a screen
 * reacts to (`QUOTA_EXHAUSTED`).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  /** A Stripe webhook whose signature does not check out. */
  BAD_SIGNATURE: 400,
  UNAUTHORIZED: 401,
  /** The session ended: the browser renews it or goes to sign-in (SPEC §4). */
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  /** The provider has no signed DPA yet (ADR 0021). */
  BOOKING_NOT_OPEN: 403,
  /** An owner-only action asked by an administrator signed in as the user (ADR 0030). */
  IMPERSONATION_FORBIDDEN: 403,
  /** A public booking while the provider has no appointment left (ADR 0036). */
  QUOTA_EXHAUSTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_CANCELLED: 409,
  BOOKING_PAST: 409,
  /** Too close to the appointment for the client to cancel or move it online. */
  CANCELLATION_NOTICE: 409,
  /** The Idempotency-Key belongs to another caller (ADR 0022). */
  IDEMPOTENCY_KEY_IN_USE: 409,
  OUT_OF_STOCK: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The same Idempotency-Key with another body (ADR 0022). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The CalDAV server refused the user name or app password (issue 31). */
  CALDAV_AUTH: 422,
  /** The CalDAV server did not answer, or answered as no CalDAV server does (issue 31). */
  CALDAV_UNREACHABLE: 422,
  RATE_LIMITED: 429,
  /** The daily cap of e-mails a provider's own requests may send to clients (ADR 0021). */
  CLIENT_EMAIL_LIMIT: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The sub-processors are not configured, so no DPA can be signed (ADR 0039). */
  DPA_NOT_CONFIGURED: 503,
  /** No STRIPE_SECRET_KEY on this instance. */
  PAYMENTS_DISABLED: 503,
  /** Stripe did not answer a call made for the user. */
  STRIPE_UNAVAILABLE: 503,
  /** Stripe failed to open a booking's Checkout session: the hold is released (issue 34, ADR 0061). */
  PAYMENT_GATEWAY: 502,
  /** A webhook about a payment not recorded yet: Stripe sends it again (ADR 0037). */
  RETRY_LATER: 503,
} as const satisfies Record<string, number>;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as TErrorCode[];

/** A code read from an answer is trusted only if it is one of ours (an older or newer server may differ). */
export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The body of every API error: `field` names the request field at fault; extra keys (`retryAfter`…) may follow. */
export type TErrorBody = { success: false; message: string; code: TErrorCode; field?: string } & Record<
  string,
  unknown
>;
