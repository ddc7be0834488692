import { M } from '../../../../../shared/messages';
import { ApiError } from '../../../../lib/api-client';
import { UnexpectedResponseError } from '../../../../lib/parse-response';

/** The French sentence to show for a failed request (the server's own message when it sent one). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return error.message;
    return typeof error.body?.message === 'string' ? error.body.message : M.login.serverError(error.status);
  }
  if (error instanceof UnexpectedResponseError) return error.message;
  return M.login.generic;
}

/** The field a server validation error names (`weekly.3.start`, `priceCents`…), if any. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}
