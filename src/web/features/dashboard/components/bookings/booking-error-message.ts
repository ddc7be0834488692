import { M } from '../../../../../shared/messages';
import { ApiError } from '../../../../lib/api-client';

export const SLOT_NOT_FREE = "Ce créneau n'est pas libre";

/** What a failed booking change tells the provider: 409 is always an overlap with another booking. */
export function bookingErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.login.unexpected;
  if (error.status === 409) return SLOT_NOT_FREE;
  if (error.kind === 'http') return error.message;
  return error.kind === 'timeout' ? error.message : M.login.unreachable;
}
