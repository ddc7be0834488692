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
  /**
   * Ours (ADR 0035, ADR 0065): when « Plus tard » was chosen on the push prompt (an ISO time, in
   * localStorage): the prompt keeps quiet in this browser for 30 days after.
   */
  pushPromptLater: 'pushPromptLater',
  /** Ours (ADR 0065): the first day (Europe/Paris, YYYY-MM-DD) someone signed in on this browser. */
  pushPromptFirstDay: 'pushPromptFirstDay',
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
