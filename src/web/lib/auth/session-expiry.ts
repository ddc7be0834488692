import type { TUser } from '../../../shared/schemas/auth';
import type { ApiError } from '../parse-api-error';
import { refreshSession } from './auth-machine';
import { clearStoredAuth, readRememberMe, readStoredUser } from './auth-storage';
import { canReturnToAdmin } from './impersonation';
import { isJwtExpiredError } from './jwt';
import type { TSessionApi } from './session-api';

type TExpiryHooks = {
  api: Pick<TSessionApi, 'refreshToken'>;
  onRefreshed: (user: TUser) => void;
  /** The administrator's 30 minutes as a user are over: back to their own session, not to /login. */
  onImpersonationExpired: () => Promise<void>;
  /** Called after storage is wiped: the app forgets the user and goes to /login. */
  onExpired: () => void;
};

/** Ends the local session the way SPEC §4 says: token, user, redirect flag and the whole sessionStorage. */
export function wipeExpiredSession(): void {
  clearStoredAuth();
  sessionStorage.clear();
}

/**
 * The listener for every API 401 (SPEC §4 "session expiry"): a 'jwt expired' answer renews the
 * session once when the person asked to be remembered, otherwise (or when renewal fails) ends it.
 * An administrator's session as a user is never renewed: they go back to their own session.
 * Concurrent expired requests share one renewal.
 */
export function createSessionExpiryHandler(hooks: TExpiryHooks): (error: ApiError) => Promise<void> {
  let renewal: Promise<void> | null = null;
  return (error) => {
    if (!isJwtExpiredError(error)) return Promise.resolve();
    if (renewal) return renewal;
    renewal = (async () => {
      if (canReturnToAdmin()) {
        await hooks.onImpersonationExpired();
        return;
      }
      const user = await readStoredUser();
      const rememberMe = readRememberMe();
      const renewed =
        rememberMe && user ? await refreshSession(hooks.api, { email: user.email, rememberMe }) : null;
      if (renewed) {
        hooks.onRefreshed(renewed);
      } else {
        wipeExpiredSession();
        hooks.onExpired();
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  };
}
