import type { Db } from '../../db/client';
import { enforceRateLimits, hitRateLimit, peekRateLimit, tooManyRequests } from '../../http/rate-limit';
import {
  backoffRefusal,
  backoffRemaining,
  clearBackoffs,
  recordBackoffFailure,
  type TBackoffRule,
} from './login-backoff';
import { AUTH_BACKOFF_RULES, AUTH_RATE_RULES, rateKey } from './rate-rules';

/**
 * Where a login attempt comes from. `deviceId` is set only when the browser shows a device cookie
 * this server issued for that very account (device-cookie.ts).
 */
export type TLoginSource = { email: string; ip: string; deviceId: string | undefined };

/** The growing delays of a browser without the account's device cookie: from its IP, and from all such. */
function backoffsOf(source: TLoginSource): Array<{ key: string; rule: TBackoffRule }> {
  return [
    { key: rateKey.loginAccountIpFailures(source.email, source.ip), rule: AUTH_BACKOFF_RULES.accountAndIp },
    { key: rateKey.loginAccountFailures(source.email), rule: AUTH_BACKOFF_RULES.accountFromUnknownDevices },
  ];
}

/**
 * Refuses (429) before the password is checked, so that a slowed source learns nothing from it
 * (docs/decisions/0016). A known device is bounded by its own failures only. Any other source is
 * bounded by its attempts from that IP across accounts (password spraying), and waits a delay
 * that doubles with each failure on this account from that IP (guessing) and from all unknown
 * sources together (a distributed attack) — capped, so no stranger can lock the account for long,
 * and never the owner's own browsers. Counted by e-mail whether the account exists or not.
 */
export async function assertLoginAllowed(db: Db, source: TLoginSource, now: Date): Promise<void> {
  if (source.deviceId) {
    const own = await peekRateLimit(
      db,
      rateKey.loginDeviceFailures(source.deviceId),
      AUTH_RATE_RULES.loginFailuresPerDevice,
      now,
    );
    if (!own.allowed) throw tooManyRequests(own.retryAfterSeconds);
    return;
  }
  await enforceRateLimits(db, [{ key: rateKey.loginIp(source.ip), rule: AUTH_RATE_RULES.loginPerIp }], now);
  let wait = 0;
  for (const { key, rule } of backoffsOf(source))
    wait = Math.max(wait, await backoffRemaining(db, key, rule, now));
  if (wait > 0) throw backoffRefusal(wait);
}

/** Counts a wrong password (or an unknown address) against the source it came from. */
export async function recordLoginFailure(db: Db, source: TLoginSource, now: Date): Promise<void> {
  if (source.deviceId) {
    await hitRateLimit(
      db,
      rateKey.loginDeviceFailures(source.deviceId),
      AUTH_RATE_RULES.loginFailuresPerDevice,
      now,
    );
    return;
  }
  for (const { key } of backoffsOf(source)) await recordBackoffFailure(db, key, now);
}

/**
 * The right password from this source: its own delays end (the account-wide one does not, or every
 * sign-in of the owner would hand an attacker ten free guesses again; it fades after an hour).
 */
export async function recordLoginSuccess(db: Db, source: TLoginSource): Promise<void> {
  if (!source.deviceId) await clearBackoffs(db, [rateKey.loginAccountIpFailures(source.email, source.ip)]);
}
