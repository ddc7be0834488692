/** Browser storage keys of SPEC §9 — other code never spells them. */
export const STORAGE = {
  authToken: 'authToken',
  token: 'token',
  user: 'user',
  rememberMe: 'rememberMe',
  adminRedirect: 'adminRedirect',
  redirectionInProgress: 'redirectionInProgress',
  /**
   * Ours: SPEC §4/§6 name an "original token" (the admin's own session, kept while they act for a
   * provider) without giving its key.
   */
  originalToken: 'originalToken',
  /** Ours (ADR 0035): « Plus tard » on the push prompt, for this tab's session only. */
  pushPromptLater: 'pushPromptLater',
  /** Ours (issue 15): the booking just confirmed in this tab, so a reload shows it again. */
  confirmedBooking: 'creneau.booking.confirmed',
} as const;

export function readStoredToken(): string | null {
  return (
    localStorage.getItem(STORAGE.token) ??
    localStorage.getItem(STORAGE.authToken) ??
    sessionStorage.getItem(STORAGE.token) ??
    sessionStorage.getItem(STORAGE.authToken)
  );
}
