import { parseApiError } from '../../../lib/parse-api-error';

export const SLOT_NOT_FREE = "Ce créneau n'est pas libre";

/** What a failed booking change tells the provider: 409 is always an overlap with another booking. */
export function bookingErrorMessage(error: unknown): string {
  const { status, message } = parseApiError(error);
  return status === 409 ? SLOT_NOT_FREE : message;
}
