/** Browser storage keys of SPEC §9 — other code never spells them. */
export const STORAGE = {
  authToken: 'authToken',
  token: 'token',
  user: 'user',
  rememberMe: 'rememberMe',
  adminRedirect: 'adminRedirect',
  redirectionInProgress: 'redirectionInProgress',
} as const;

export function readStoredToken(): string | null {
  return (
    localStorage.getItem(STORAGE.token) ??
    localStorage.getItem(STORAGE.authToken) ??
    sessionStorage.getItem(STORAGE.token) ??
    sessionStorage.getItem(STORAGE.authToken)
  );
}
