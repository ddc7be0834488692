import { ERROR_STATUS, type TErrorCode } from '../../shared/error-codes';

/**
 * Data a screen may need beside the message (`retryAfter`, `limit`…). The body's own keys are the
 * handler's: a code travels as the error's code, never here, so every code is in the shared list.
 */
export type TErrorExtra = Record<string, unknown> & {
  success?: never;
  message?: never;
  code?: never;
  field?: never;
};

/** The one error type of the server: a code (→ HTTP status), a French message, an optional field. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly field: string | undefined;
  readonly extra: TErrorExtra | undefined;

  constructor(code: TErrorCode, message: string, options: { field?: string; extra?: TErrorExtra } = {}) {
    super(message);
    this.code = code;
    this.field = options.field;
    this.extra = options.extra;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
