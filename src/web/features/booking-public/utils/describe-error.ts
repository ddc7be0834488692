import { M } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';

/** The French sentence to show for a failed request: the server's own message when it sent one. */
export function describeError(error: unknown, fallback: string = M.login.generic): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === 'network') return M.login.unreachable;
  if (error.kind === 'timeout') return error.message;
  if (typeof error.body?.message === 'string') return error.body.message;
  if (error.status === 429) return 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
  return fallback;
}

/** 409: the slot went to someone else (or the booking changed) between display and click. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** 404, or 400 for an id or token that is not even well formed: either way the link leads nowhere. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
