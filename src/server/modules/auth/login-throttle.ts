import type { Db } from '../../db/client';
import {
  enforceRateLimits,
  hitRateLimit,
  peekRateLimit,
  type TRateRule,
  tooManyRequests,
} from '../../http/rate-limit';
import { AUTH_RATE_RULES, rateKey } from './rate-rules';

/**
 * Where a login attempt comes from. `deviceId` is set only when the browser shows a device cookie
 * this server issued for that very account (device-cookie.ts).
 */
export type TLoginSource = { email: string; ip: string; deviceId: string | undefined };

type TCounter = { key: string; rule: TRateRule };

/** The failure counters of a source: its device's own, or those of an unknown browser. */
function failureCounters(source: TLoginSource): TCounter[] {
  if (source.deviceId) {
    return [
      { key: rateKey.loginDeviceFailures(source.deviceId), rule: AUTH_RATE_RULES.loginFailuresPerDevice },
    ];
  }
  return [
    {
      key: rateKey.loginAccountIpFailures(source.email, source.ip),
      rule: AUTH_RATE_RULES.loginFailuresPerAccountAndIp,
    },
    {
      key: rateKey.loginAccountFailures(source.email),
      rule: AUTH_RATE_RULES.loginFailuresPerAccountFromUnknownDevices,
    },
  ];
}

/**
 * Refuses (429) before the password is checked, so that a locked source learns nothing from it
 * (docs/decisions/0016). A known device is bounded by its own failures only. Any other source
 * is bounded by its attempts from that IP across accounts (password spraying), its failures on
 * this account from that IP (guessing), and the failures of all unknown sources on this account
 * (a distributed attack) — so an attacker locks out their own addresses, never the owner's devices.
 * Counted by e-mail whether the account exists or not: the 429 reveals nothing.
 */
export async function assertLoginAllowed(db: Db, source: TLoginSource, now: Date): Promise<void> {
  if (!source.deviceId) {
    await enforceRateLimits(db, [{ key: rateKey.loginIp(source.ip), rule: AUTH_RATE_RULES.loginPerIp }], now);
  }
  for (const { key, rule } of failureCounters(source)) {
    const current = await peekRateLimit(db, key, rule, now);
    if (!current.allowed) throw tooManyRequests(current.retryAfterSeconds);
  }
}

/** Counts a wrong password (or an unknown address) against the source it came from. */
export async function recordLoginFailure(db: Db, source: TLoginSource, now: Date): Promise<void> {
  for (const { key, rule } of failureCounters(source)) await hitRateLimit(db, key, rule, now);
}
