import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TUser } from '../../../shared/schemas/auth';
import { onUnauthorized } from '../api-client';
import { loadedRealtimeClient, loadRealtimeClient } from '../realtime/realtime-loader';
import { readStoredToken } from '../storage-keys';
import { bootstrapAuth, reconcileWithToken, type TAuthState } from './auth-machine';
import {
  clearStoredAuth,
  clearStoredTokens,
  readOriginalToken,
  rememberReturnPath,
  storeSession,
  storeUser,
} from './auth-storage';
import { createEndedSessionCheck } from './ended-session-check';
import { IMPERSONATION_ROUTE, restoreOriginalSession, storeImpersonation } from './impersonation';
import { sessionApi, type TSessionApi } from './session-api';
import { createSessionExpiryHandler, wipeExpiredSession } from './session-expiry';
import { useSessionRecheck } from './session-recheck';

type TAuthContext = {
  state: TAuthState;
  /** The signed-in user, or null while loading or signed out. */
  user: TUser | null;
  /** Stores a session returned by login (or a verified registration) per SPEC §9. */
  signIn: (session: { token: string; user: TUser; rememberMe: boolean }) => TUser;
  /** Clears the local session first, then tells the server; a server failure is ignored (SPEC §4). */
  signOut: () => Promise<void>;
  /** A screen changed the user (profile saved): keep the state and the cached record in step. */
  updateUser: (user: TUser) => void;
  /** A registration without verification must not leave an older session behind (SPEC §4). */
  dropStoredTokens: () => void;
  /**
   * SPEC §4 "Account deleted": tells the person, forgets everything this browser kept and goes to /
   * (or to the landing `expectAccountDeletion` set), without asking the server (the account's
   * sessions are already revoked). Runs once a session.
   */
  endDeletedAccount: (message: string) => void;
  /**
   * This tab asked for the deletion: whichever comes first, the DELETE answer or the socket event,
   * it lands on `landing` (the « Compte supprimé » page); null when the deletion was refused.
   */
  expectAccountDeletion: (landing: string | null) => void;
  /**
   * An administrator acts as a user (SPEC §4 impersonation): their own token is kept aside, the
   * user's takes its place and the app switches to the user, then follows /impersonation.
   */
  beginImpersonation: (session: { token: string; user: TUser }) => void;
  /**
   * « Revenir à l'administration » (or the user's token ran out): the server ends that session (a
   * failure is ignored), the administrator's own session comes back and the app goes to /admin.
   */
  returnToAdmin: () => Promise<void>;
};

const AuthContext = createContext<TAuthContext | null>(null);

export function AuthProvider({ children, api = sessionApi }: { children: ReactNode; api?: TSessionApi }) {
  const [state, setState] = useState<TAuthState>(() =>
    readStoredToken() ? { status: 'loading' } : { status: 'unauthenticated' },
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice: one bootstrap per provider, not one per effect run.
  const bootstrap = useRef<Promise<TAuthState> | null>(null);
  // The load kept the session from this browser's copy (server error, no network): asked again later.
  const [unverified, setUnverified] = useState(false);

  useEffect(() => {
    if (state.status !== 'loading' || bootstrap.current) return;
    bootstrap.current = bootstrapAuth(api, { onKeptFromCache: () => setUnverified(true) });
    void bootstrap.current.then(setState);
  }, [api, state.status]);

  const returnToAdmin = useCallback(async () => {
    await api.endImpersonation(readStoredToken()).catch(() => undefined);
    if (!restoreOriginalSession()) {
      clearStoredAuth();
      setState({ status: 'unauthenticated', reason: 'signed-out' });
      void navigate('/', { replace: true });
      return;
    }
    // The administrator's own session, checked like any session on load (renewed if need be).
    const next = await bootstrapAuth(api);
    queryClient.clear();
    if (next.status === 'authenticated') {
      setState(next);
      void navigate('/admin', { replace: true });
    } else {
      setState({ status: 'unauthenticated', reason: 'expired' });
      void navigate('/login', { replace: true });
    }
  }, [api, navigate, queryClient]);

  /** The server ended this session: forget it here and go to /login, as for an expired one. */
  const endSessionHere = useCallback(() => {
    wipeExpiredSession();
    setState({ status: 'unauthenticated', reason: 'expired' });
    loadedRealtimeClient()?.dropIdentity();
    void navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    const handleExpiry = createSessionExpiryHandler({
      onImpersonationExpired: returnToAdmin,
      api,
      onRefreshed: (user) => {
        setState({ status: 'authenticated', user });
        // The server signs out the old session's sockets: this tab's joins again with the new token.
        loadedRealtimeClient()?.authenticate();
      },
      onExpired: () => {
        // Back to this page after signing in again.
        rememberReturnPath(`${window.location.pathname}${window.location.search}`);
        setState({ status: 'unauthenticated', reason: 'expired' });
        void navigate('/login', { replace: true });
      },
    });
    return onUnauthorized((error) => void handleExpiry(error));
  }, [api, navigate, returnToAdmin]);

  // Only a 401 ends a session (issue 30): once the server answers again, it decides.
  useSessionRecheck(unverified && state.status === 'authenticated', api, (next, renewed) => {
    setUnverified(false);
    if (!next) return;
    if (next.status !== 'authenticated') {
      endSessionHere();
      return;
    }
    // Another account came back (an administrator's, after acting as a user): nothing of the other shows.
    if (state.status === 'authenticated' && state.user.id !== next.user.id) queryClient.clear();
    setState(next);
    if (renewed) loadedRealtimeClient()?.authenticate();
  });

  // A session that just ended steers the guards (logout → /, expiry → /login) for one navigation;
  // once the person has moved on, the cached data of the old session is dropped.
  const { key: locationKey, pathname } = useLocation();
  const endedAt = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'unauthenticated' || !state.reason) {
      endedAt.current = null;
      return;
    }
    if (endedAt.current === null) {
      endedAt.current = locationKey;
    } else if (endedAt.current !== locationKey) {
      endedAt.current = null;
      queryClient.clear();
      setState({ status: 'unauthenticated' });
    }
  }, [locationKey, state, queryClient]);

  const signIn = useCallback<TAuthContext['signIn']>((session) => {
    const user = reconcileWithToken(session.user, session.token);
    storeSession({ ...session, user });
    setState({ status: 'authenticated', user });
    return user;
  }, []);

  const signOut = useCallback(async () => {
    const token = readStoredToken();
    // Signing out while acting as a user ends that session and the administrator's own.
    const original = readOriginalToken();
    clearStoredAuth();
    setState({ status: 'unauthenticated', reason: 'signed-out' });
    loadedRealtimeClient()?.dropIdentity();
    void navigate('/', { replace: true });
    if (original) {
      await api.endImpersonation(token).catch(() => undefined);
      await api.logout(original).catch(() => undefined);
    } else {
      await api.logout(token).catch(() => undefined);
    }
  }, [api, navigate]);

  /** The user an administrator is about to act as, until /impersonation is shown. */
  const switchTo = useRef<TUser | null>(null);
  const beginImpersonation = useCallback<TAuthContext['beginImpersonation']>(
    (session) => {
      storeImpersonation(session);
      // The app switches to the user once /impersonation is shown (effect below): switched on the
      // admin page, its guard would send the browser to the dashboard before the entry is reached.
      switchTo.current = reconcileWithToken(session.user, session.token);
      void navigate(IMPERSONATION_ROUTE);
    },
    [navigate],
  );
  useEffect(() => {
    if (pathname !== IMPERSONATION_ROUTE || !switchTo.current) return;
    const user = switchTo.current;
    switchTo.current = null;
    // Nothing the administrator's screens loaded may show inside the user's account.
    queryClient.clear();
    setState({ status: 'authenticated', user });
  }, [pathname, queryClient]);

  // The DELETE answer and the socket event both announce the same deletion: one alert, not two.
  const deletionHandled = useRef(false);
  const deletionLanding = useRef('/');
  const expectAccountDeletion = useCallback((landing: string | null) => {
    deletionLanding.current = landing ?? '/';
  }, []);
  const endDeletedAccount = useCallback(
    (message: string) => {
      if (deletionHandled.current) return;
      deletionHandled.current = true;
      window.alert(message);
      clearStoredAuth();
      sessionStorage.clear();
      // The guards of the page being left send there too, not to /.
      setState({ status: 'unauthenticated', reason: 'signed-out', landing: deletionLanding.current });
      loadedRealtimeClient()?.dropIdentity();
      queryClient.clear();
      void navigate(deletionLanding.current, { replace: true });
    },
    [navigate, queryClient],
  );

  // A session ended on the server (suspension, logout or password reset elsewhere): this tab
  // forgets it and goes to /login, as for an expired session, without waiting for a request.
  const checkEndedSession = useMemo(
    () => createEndedSessionCheck({ api, onEnded: endSessionHere }),
    [api, endSessionHere],
  );

  // Listening opens the socket, which joins this user's room with the stored token on any page.
  // Guests never need it: the socket code is fetched once someone is signed in.
  const userId = state.status === 'authenticated' ? state.user.id : null;
  useEffect(() => {
    if (!userId) return;
    deletionHandled.current = false;
    deletionLanding.current = '/';
    let stopListening: (() => void) | undefined;
    let stopAuthErrors: (() => void) | undefined;
    let active = true;
    void loadRealtimeClient().then((client) => {
      if (!active) return;
      stopListening = client.onAccountDeleted((payload) => {
        if (payload.userId === userId) endDeletedAccount(payload.message);
      });
      stopAuthErrors = client.onAuthError(() => void checkEndedSession());
      // A socket opened earlier as a guest (a public calendar) joins the room of the new session.
      client.authenticate();
    });
    return () => {
      active = false;
      stopListening?.();
      stopAuthErrors?.();
    };
  }, [userId, endDeletedAccount, checkEndedSession]);

  const updateUser = useCallback((user: TUser) => {
    storeUser(user);
    setState({ status: 'authenticated', user });
  }, []);

  const value = useMemo<TAuthContext>(
    () => ({
      state,
      user: state.status === 'authenticated' ? state.user : null,
      signIn,
      signOut,
      updateUser,
      dropStoredTokens: clearStoredTokens,
      endDeletedAccount,
      expectAccountDeletion,
      beginImpersonation,
      returnToAdmin,
    }),
    [
      state,
      signIn,
      signOut,
      updateUser,
      endDeletedAccount,
      expectAccountDeletion,
      beginImpersonation,
      returnToAdmin,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): TAuthContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth doit être utilisé dans un AuthProvider');
  return context;
}

/** For screens behind a login guard: the user is there by construction. */
export function useSignedInUser(): TUser {
  const { user } = useAuth();
  if (!user) throw new Error('Cet écran exige une session');
  return user;
}
