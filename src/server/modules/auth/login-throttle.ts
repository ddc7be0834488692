import type { Db } from '../../db/client';
import { enforceRateLimits } from '../../http/rate-limit';
import {
  backoffRefusal,
  backoffRemaining,
  forgiveSource,
  giveBackTurn,
  type TBackoffRule,
  takeBackoffTurn,
} from './login-backoff';
import { AUTH_BACKOFF_RULES, AUTH_RATE_RULES, rateKey } from './rate-rules';

/**
 * Where a login attempt comes from. `deviceId` is set only when the browser shows a device cookie
 * this server issued for that very account (device-cookie.ts).
 */
export type TLoginSource = { email: string; ip: string; deviceId: string | undefined };

/** The delays an attempt waits on (ADR 0054): its device's own, or its IP's and all unknown browsers'. */
function backoffsOf(source: TLoginSource): Array<{ key: string; rule: TBackoffRule }> {
  if (source.deviceId)
    return [{ key: rateKey.loginDeviceFailures(source.deviceId), rule: AUTH_BACKOFF_RULES.device }];
  return [
    { key: rateKey.loginAccountIpFailures(source.email, source.ip), rule: AUTH_BACKOFF_RULES.accountAndIp },
    { key: rateKey.loginAccountFailures(source.email), rule: AUTH_BACKOFF_RULES.accountFromUnknownDevices },
  ];
}

/**
 * Refuses (429) before the password is checked, so that a slowed source learns nothing from it.
 * A known device waits on its own failures only. Any other source is bounded by its attempts
 * from that IP across accounts (password spraying), and waits a delay that doubles with each
 * failure on this account from that IP (guessing) and from all unknown sources together (a
 * distributed attack) — capped, so no stranger can lock the account, and never the owner's own
 * browsers. Counted by e-mail whether the account exists or not. The attempt is counted as a
 * failure at once (login-backoff.ts); `passwordWasRight` forgives it.
 */
export async function takeLoginTurn(db: Db, source: TLoginSource, now: Date): Promise<void> {
  if (!source.deviceId) {
    await enforceRateLimits(db, [{ key: rateKey.loginIp(source.ip), rule: AUTH_RATE_RULES.loginPerIp }], now);
  }
  const backoffs = backoffsOf(source);
  // Waiting sources are refused without a write, so a refusal never lengthens any wait.
  let wait = 0;
  for (const { key, rule } of backoffs) wait = Math.max(wait, await backoffRemaining(db, key, rule, now));
  if (wait > 0) throw backoffRefusal(wait);
  const taken: string[] = [];
  for (const { key, rule } of backoffs) {
    const late = await takeBackoffTurn(db, key, rule, now);
    if (late > 0) {
      // A simultaneous attempt took this turn first: this one is refused and counts nowhere.
      for (const earlier of taken) await giveBackTurn(db, earlier);
      throw backoffRefusal(late);
    }
    taken.push(key);
  }
}

/**
 * The right password from this source: its own delay ends, and its failures leave the account-wide
 * count (they were the owner's typos). The failures of other sources stay: clearing the count would
 * hand an attacker ten free guesses at each of the owner's sign-ins.
 */
export async function passwordWasRight(db: Db, source: TLoginSource): Promise<void> {
  const [own, accountWide] = backoffsOf(source);
  if (own) await forgiveSource(db, own.key, accountWide?.key);
}
