import { parseApiError } from '../../../lib/parse-api-error';

/** 409: the slot went to someone else (or the booking changed) between display and click. */
export function isConflict(error: unknown): boolean {
  return parseApiError(error).status === 409;
}

/** 404, or 400 for an id or token that is not even well formed: either way the link leads nowhere. */
export function isNotFound(error: unknown): boolean {
  const { status } = parseApiError(error);
  return status === 404 || status === 400;
}
