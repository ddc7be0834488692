import { M } from '../../../../../shared/messages';
import { ApiError } from '../../../../lib/api-client';
import { UnexpectedResponseError } from '../../../../lib/parse-response';

/** The French reason put inside SPEC §8's DPA alerts: the server's message, or ours. */
export function dpaErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof UnexpectedResponseError) return error.message;
  return M.login.generic;
}
