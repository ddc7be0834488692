import type { TUser } from '../../../shared/schemas/auth';
import { STORAGE } from '../storage-keys';
import { isAdminRole } from './roles';

/** Ours, not SPEC §9: the protected path a guest wanted, followed after login (this tab only). */
export const RETURN_TO_KEY = 'returnTo';

/** The cached user, checked against the shared schema (loaded on demand: guests have none). */
export async function readStoredUser(): Promise<TUser | null> {
  const raw = localStorage.getItem(STORAGE.user);
  if (!raw) return null;
  const { parseStoredUser } = await import('./session-parsers');
  return parseStoredUser(raw);
}

export function readRememberMe(): boolean {
  return localStorage.getItem(STORAGE.rememberMe) === 'true';
}

export function storeUser(user: TUser): void {
  localStorage.setItem(STORAGE.user, JSON.stringify(user));
  if (isAdminRole(user.role)) localStorage.setItem(STORAGE.adminRedirect, 'true');
  // An admin acting for this provider (original token kept) stays marked: SPEC §4 delegated admin.
  else if (readOriginalToken() === null) localStorage.removeItem(STORAGE.adminRedirect);
}

export function clearStoredTokens(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(STORAGE.token);
    storage.removeItem(STORAGE.authToken);
  }
}

/**
 * SPEC §9: the token goes under both `token` and `authToken`, in localStorage when the person
 * asked to be remembered, in sessionStorage (gone with the tab) otherwise.
 */
export function storeToken(token: string, rememberMe: boolean): void {
  clearStoredTokens();
  const storage = rememberMe ? localStorage : sessionStorage;
  storage.setItem(STORAGE.token, token);
  storage.setItem(STORAGE.authToken, token);
}

/**
 * The administrator's own token, kept aside while they act as a user (SPEC §4), in the storage
 * their token was in (a session not remembered stays in its tab); null otherwise.
 */
export function readOriginalToken(): string | null {
  return localStorage.getItem(STORAGE.originalToken) ?? sessionStorage.getItem(STORAGE.originalToken);
}

/**
 * An administrator's original token and the redirect target of an impersonation (SPEC §4): gone
 * when the session they belong to is, so that a later sign-in on this browser is never taken for
 * a delegated admin, nor an administrator's token left lying in storage.
 */
export function forgetImpersonationMarkers(): void {
  localStorage.removeItem(STORAGE.originalToken);
  sessionStorage.removeItem(STORAGE.originalToken);
  localStorage.removeItem(STORAGE.redirectionInProgress);
}

/** A sign-in of its own: whoever acted here before is forgotten. */
export function storeSession(session: { token: string; user: TUser; rememberMe: boolean }): void {
  forgetImpersonationMarkers();
  storeToken(session.token, session.rememberMe);
  localStorage.setItem(STORAGE.rememberMe, String(session.rememberMe));
  storeUser(session.user);
}

/** Forgets who is signed in on this browser: token, user record, the admin marker and any impersonation. */
export function clearStoredAuth(): void {
  clearStoredTokens();
  localStorage.removeItem(STORAGE.user);
  localStorage.removeItem(STORAGE.adminRedirect);
  forgetImpersonationMarkers();
}

/** Only same-site paths are followed, so a crafted value cannot send anyone elsewhere. */
export function isSafeLocalPath(path: string | null): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function rememberReturnPath(path: string): void {
  if (isSafeLocalPath(path)) sessionStorage.setItem(RETURN_TO_KEY, path);
}

export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return isSafeLocalPath(path) ? path : null;
}
