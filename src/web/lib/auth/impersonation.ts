import type { TUser } from '../../../shared/schemas/auth';
import { readStoredToken, STORAGE } from '../storage-keys';
import {
  forgetImpersonationMarkers,
  readOriginalToken,
  readRememberMe,
  storeToken,
  storeUser,
} from './auth-storage';
import { decodeTokenClaims } from './jwt';

/** SPEC §2 impersonation entry: it follows the stored redirect target. */
export const IMPERSONATION_ROUTE = '/impersonation';
/** Where an administrator lands in the user's account (SPEC §4 stored redirect target). */
export const IMPERSONATION_LANDING = '/dashboard';

/** The session in use was opened by an administrator acting as the user: until when. */
export type TImpersonationView = { expiresAt: Date | null };

/** Read from the token itself (its `imp` claim), so a stale marker can never show the banner. */
export function readImpersonation(token = readStoredToken()): TImpersonationView | null {
  const claims = token ? decodeTokenClaims(token) : null;
  if (!claims?.imp) return null;
  return { expiresAt: claims.exp ? new Date(claims.exp * 1000) : null };
}

/**
 * SPEC §4 hand-off: the administrator's own token is kept as the original token (where theirs was), the
 * admin-redirect marker set (a delegated admin, who needs no DPA), the landing stored as the
 * redirect target; then the user's token and record take the place of the administrator's,
 * in the same storage as theirs.
 */
export function storeImpersonation(session: { token: string; user: TUser }): void {
  const original = readStoredToken();
  const storage = readRememberMe() ? localStorage : sessionStorage;
  // A second hand-off from inside an impersonation keeps the administrator's real token.
  if (original && !readImpersonation(original)) storage.setItem(STORAGE.originalToken, original);
  localStorage.setItem(STORAGE.adminRedirect, 'true');
  localStorage.setItem(STORAGE.redirectionInProgress, IMPERSONATION_LANDING);
  storeToken(session.token, readRememberMe());
  storeUser(session.user);
}

/**
 * Back to the administrator: their original token becomes the token again and the impersonation
 * markers go; the admin-redirect marker stays, as it does for any admin (SPEC §4). Returns the
 * restored token, or null when there was none to restore.
 */
export function restoreOriginalSession(): string | null {
  const original = readOriginalToken();
  forgetImpersonationMarkers();
  if (original) storeToken(original, readRememberMe());
  return original;
}

/** An impersonation this browser can come back from: the token says so and the original is kept. */
export function canReturnToAdmin(): boolean {
  return readImpersonation() !== null && readOriginalToken() !== null;
}
