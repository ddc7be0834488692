import { M } from '../../../../../shared/messages';
import { ApiError } from '../../../../lib/api-client';
import { UnexpectedResponseError } from '../../../../lib/parse-response';

/** The French sentence for a failed request: the server's own message when it sent one. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return error.message;
    const message = error.body?.message;
    return typeof message === 'string' && message !== '' ? message : M.login.serverError(error.status);
  }
  if (error instanceof UnexpectedResponseError) return error.message;
  return M.login.generic;
}
