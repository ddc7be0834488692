import { M } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';

const RATE_LIMITED_FALLBACK = 'Trop de messages envoyés. Veuillez réessayer dans quelques minutes.';

/** A French sentence for any failure of the contact request; never an English framework text. */
export function describeContactError(error: unknown): string {
  if (!(error instanceof ApiError)) return M.login.generic;
  // No response at all: the API client already words network, timeout and abort in French.
  if (error.kind !== 'http') return error.message;
  const serverMessage = typeof error.body?.message === 'string' ? error.body.message : undefined;
  if (error.status === 429) return serverMessage ?? RATE_LIMITED_FALLBACK;
  if (serverMessage) return serverMessage;
  return error.status >= 500 ? M.login.serverError(error.status) : M.login.generic;
}
