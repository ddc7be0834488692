import type { TWaitlistStatus } from '../../../../shared/schemas/waitlist';

/** The provider's waitlist in the cache: the menu's count and the section read the same lists. */
export const WAITLIST_QUERY_KEY = ['provider', 'waitlist'] as const;

/** One list: every entry (the menu's count, « Tous ») or those of one status. */
export function waitlistListKey(status?: TWaitlistStatus) {
  return [...WAITLIST_QUERY_KEY, 'list', status ?? 'all'] as const;
}
