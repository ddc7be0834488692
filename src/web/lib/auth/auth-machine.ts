import type { TUser } from '../../../shared/schemas/auth';
import { ApiError } from '../parse-api-error';
import { readStoredToken } from '../storage-keys';
import {
  clearStoredAuth,
  forgetImpersonationMarkers,
  readRememberMe,
  readStoredUser,
  storeToken,
  storeUser,
} from './auth-storage';
import { canReturnToAdmin, restoreOriginalSession } from './impersonation';
import { decodeTokenClaims, isJwtExpiredError } from './jwt';
import { normalizeRole } from './roles';
import type { TSessionApi } from './session-api';

export type TAuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: TUser }
  /**
   * `reason` tells the guards why a session ended, so they send the person to the right place;
   * `landing` is that place after a sign-out when it is not / (the « Compte supprimé » page).
   */
  | { status: 'unauthenticated'; reason?: 'signed-out' | 'expired'; landing?: string };

export type TVerifyFailureDecision = 'use-cache' | 'needs-refresh' | 'clear';

/** SPEC §4: what a failed token check on load means, given what this browser remembers. */
export function decideOnVerifyFailure(
  error: unknown,
  context: { rememberMe: boolean; cachedUser: TUser | null },
): TVerifyFailureDecision {
  if (!(error instanceof ApiError)) return 'clear';
  const { rememberMe, cachedUser } = context;
  if (error.kind === 'network') return cachedUser?.email ? 'use-cache' : 'clear';
  // Only a 401 ends a session (issue 30): a server in trouble (500, 502, 503) keeps the person signed
  // in with what this browser knows; the session is asked again later (session-recheck.ts).
  if (error.status >= 500 && error.status !== 504 && cachedUser?.email) return 'use-cache';
  const timedOut = error.kind === 'timeout' || error.kind === 'aborted' || error.status === 504;
  if (timedOut && rememberMe && cachedUser) return 'use-cache';
  if (isJwtExpiredError(error) && rememberMe && cachedUser) return 'needs-refresh';
  return 'clear';
}

/**
 * SPEC §4 impersonation: when the token names another role than the server's record, the
 * token's identity (role, id, email, name) wins.
 */
export function reconcileWithToken(user: TUser, token: string): TUser {
  const claims = decodeTokenClaims(token);
  if (!claims?.role) return user;
  const role = normalizeRole(claims.role);
  if (role === normalizeRole(user.role)) return user;
  const id = claims.id ?? user.id;
  return { ...user, role, id, _id: id, email: claims.email ?? user.email, name: claims.name ?? user.name };
}

/** Renews the session with the current token; stores and returns the new user, or null on failure. */
export async function refreshSession(
  api: Pick<TSessionApi, 'refreshToken'>,
  input: { email: string; rememberMe: boolean },
): Promise<TUser | null> {
  try {
    const session = await api.refreshToken(input);
    storeToken(session.token, input.rememberMe);
    const user = reconcileWithToken(session.user, session.token);
    storeUser(user);
    return user;
  } catch {
    return null;
  }
}

/** The state on page load: no token → signed out; otherwise the server decides (SPEC §4). */
export async function bootstrapAuth(
  api: Pick<TSessionApi, 'verifyToken' | 'refreshToken'>,
  hooks: {
    /** The server could not answer (5xx, no network, timeout): the session is this browser's copy. */
    onKeptFromCache?: () => void;
  } = {},
): Promise<TAuthState> {
  const token = readStoredToken();
  if (!token) {
    // A tab-only impersonation whose tab is gone leaves the administrator's token behind.
    forgetImpersonationMarkers();
    return { status: 'unauthenticated' };
  }
  const cachedUser = await readStoredUser();
  const rememberMe = readRememberMe();
  try {
    const user = reconcileWithToken(await api.verifyToken(), token);
    storeUser(user);
    return { status: 'authenticated', user };
  } catch (error) {
    // An administrator's session as a user that ended (expired, or closed elsewhere): back to theirs.
    if (error instanceof ApiError && error.status === 401 && canReturnToAdmin()) {
      restoreOriginalSession();
      return bootstrapAuth(api, hooks);
    }
    const decision = decideOnVerifyFailure(error, { rememberMe, cachedUser });
    if (decision === 'use-cache' && cachedUser) {
      hooks.onKeptFromCache?.();
      return { status: 'authenticated', user: cachedUser };
    }
    if (decision === 'needs-refresh' && cachedUser) {
      const user = await refreshSession(api, { email: cachedUser.email, rememberMe });
      if (user) return { status: 'authenticated', user };
    }
    clearStoredAuth();
    return { status: 'unauthenticated' };
  }
}

/**
 * SPEC §7 `checkAuth`: the session check under the name the contract gives it, answered as
 * `{ isAuthenticated, user, token }` — the same decision as on page load (only a 401 ends it).
 */
export async function checkAuth(
  api: Pick<TSessionApi, 'verifyToken' | 'refreshToken'>,
): Promise<{ isAuthenticated: boolean; user: TUser | null; token: string | null }> {
  const state = await bootstrapAuth(api);
  return state.status === 'authenticated'
    ? { isAuthenticated: true, user: state.user, token: readStoredToken() }
    : { isAuthenticated: false, user: null, token: null };
}
