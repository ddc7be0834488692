const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** rememberMe: a long session; otherwise a working day (issue 2). */
export const SESSION_LIFETIME_MS = { rememberMe: 30 * DAY_MS, short: 12 * HOUR_MS } as const;

/** How long after its end a rememberMe session may still be renewed with its (expired) token. */
export const REMEMBER_ME_REFRESH_GRACE_MS = 7 * DAY_MS;

/** Verification links stay valid 48 hours. */
export const VERIFY_EMAIL_TTL_MS = 48 * HOUR_MS;

/** Whole seconds, so the token's `exp` (seconds) and the session's expiry are the same instant. */
export function sessionExpiry(now: Date, rememberMe: boolean): Date {
  const ms = now.getTime() + (rememberMe ? SESSION_LIFETIME_MS.rememberMe : SESSION_LIFETIME_MS.short);
  return new Date(Math.floor(ms / 1000) * 1000);
}

export type TSessionState = { rememberMe: boolean; expiresAt: Date; revokedAt: Date | null };

/** A live session authenticates requests. */
export function isSessionActive(session: TSessionState, now: Date): boolean {
  return session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
}

/**
 * refresh-token rule: a live session may always be renewed; an ended one only when it was a
 * rememberMe session that ended less than REMEMBER_ME_REFRESH_GRACE_MS ago. Revoked: never.
 */
export function canRefreshSession(session: TSessionState, now: Date): boolean {
  if (session.revokedAt !== null) return false;
  if (session.expiresAt.getTime() > now.getTime()) return true;
  return session.rememberMe && now.getTime() - session.expiresAt.getTime() < REMEMBER_ME_REFRESH_GRACE_MS;
}
