import { isErrorCode, type TErrorCode } from '../../shared/error-codes';
import { M } from '../../shared/messages';
import { UnexpectedResponseError } from './parse-response';

/**
 * The one place the web app turns a failed request into what a person reads (docs/decisions/0028):
 * the server's French message when it sent one, else a French sentence chosen by what went wrong.
 */

export type TApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/** Codes for failures that never reached the server, or whose answer could not be used. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
  unknown: 'UNKNOWN',
} as const;

/**
 * The server's code (src/shared/error-codes.ts), one of ours above, or `HTTP_<status>` for an answer
 * without a code we know (a proxy's error page): a screen compares against this type, so a
 * misspelt code does not compile.
 */
export type TApiErrorCode =
  | TErrorCode
  | (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES]
  | `HTTP_${number}`;

/** What a screen needs from any failure. */
export type TApiErrorInfo = { message: string; status: number; code: TApiErrorCode; field?: string };

const RATE_LIMITED = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

const NO_RESPONSE: Record<Exclude<TApiErrorKind, 'http'>, string> = {
  network: M.login.unreachable,
  timeout: 'Le serveur met trop de temps à répondre.',
  aborted: 'Requête annulée.',
};

/** An answer without a usable message (a proxy's page, an empty body): worded by its status (SPEC §8). */
function messageForStatus(status: number): string {
  if (status === 403) return M.login.forbidden;
  if (status === 429) return RATE_LIMITED;
  return M.login.serverError(status);
}

function readString(body: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = body?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An API failure: `status` 0 means no response (network, timeout, abort). Its message is always French. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown> | undefined;
  readonly kind: TApiErrorKind;

  constructor(status: number, kind: TApiErrorKind, body?: Record<string, unknown>) {
    super(kind === 'http' ? (readString(body, 'message') ?? messageForStatus(status)) : NO_RESPONSE[kind]);
    this.status = status;
    this.kind = kind;
    this.body = body;
  }

  /** The French message the server sent, if it sent one (our error handler always does). */
  get serverMessage(): string | undefined {
    return readString(this.body, 'message');
  }

  /** The request field the server blames (`email`, `weekly.3.start`…). */
  get field(): string | undefined {
    return readString(this.body, 'field');
  }

  get code(): TApiErrorCode {
    if (this.kind !== 'http') return CLIENT_ERROR_CODES[this.kind];
    const code = this.body?.code;
    return isErrorCode(code) ? code : `HTTP_${this.status}`;
  }
}

const NO_RESPONSE_CODES: readonly TApiErrorCode[] = [
  CLIENT_ERROR_CODES.network,
  CLIENT_ERROR_CODES.timeout,
  CLIENT_ERROR_CODES.aborted,
];

/** The request got no answer at all (network, timeout, abort). */
export function gotNoResponse({ code }: TApiErrorInfo): boolean {
  return NO_RESPONSE_CODES.includes(code);
}

/**
 * Any error a request, a response check or a mutation can throw, as message, status, code and field.
 * `fallback` words an answer that came without a message when a screen has its own sentence for it
 * (SPEC §8: « Erreur lors de l'inscription »); otherwise its status does.
 */
export function parseApiError(error: unknown, fallback?: string): TApiErrorInfo {
  if (error instanceof ApiError) {
    const { status, code, field } = error;
    const message = error.kind === 'http' && !error.serverMessage && fallback ? fallback : error.message;
    return field === undefined ? { message, status, code } : { message, status, code, field };
  }
  if (error instanceof UnexpectedResponseError) {
    return { message: error.message, status: 0, code: CLIENT_ERROR_CODES.unexpectedResponse };
  }
  return { message: M.login.generic, status: 0, code: CLIENT_ERROR_CODES.unknown };
}
