import { STORAGE } from '../storage-keys';

/**
 * SPEC §4: an admin acting for a provider — the admin-redirect marker plus their original token
 * in this browser. Such a session needs no DPA of its own.
 */
export function isDelegatedAdmin(): boolean {
  return (
    localStorage.getItem(STORAGE.adminRedirect) === 'true' &&
    localStorage.getItem(STORAGE.originalToken) !== null
  );
}
