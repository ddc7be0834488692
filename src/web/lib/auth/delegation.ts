import { STORAGE } from '../storage-keys';
import { readOriginalToken } from './auth-storage';

/**
 * SPEC §4: an admin acting for a provider — the admin-redirect marker plus their original token
 * in this browser. Such a session needs no DPA of its own.
 */
export function isDelegatedAdmin(): boolean {
  return localStorage.getItem(STORAGE.adminRedirect) === 'true' && readOriginalToken() !== null;
}
