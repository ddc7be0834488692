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

async function assertUnder(db: Db, key: string, rule: TRateRule, now: Date): Promise<void> {
  const current = await peekRateLimit(db, key, rule, now);
  if (!current.allowed) throw tooManyRequests(current.retryAfterSeconds);
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
  if (source.deviceId) {
    await assertUnder(
      db,
      rateKey.loginDeviceFailures(source.deviceId),
      AUTH_RATE_RULES.loginFailuresPerDevice,
      now,
    );
    return;
  }
  await enforceRateLimits(db, [{ key: rateKey.loginIp(source.ip), rule: AUTH_RATE_RULES.loginPerIp }], now);
  await assertUnder(
    db,
    rateKey.loginAccountIpFailures(source.email, source.ip),
    AUTH_RATE_RULES.loginFailuresPerAccountAndIp,
    now,
  );
  await assertUnder(
    db,
    rateKey.loginAccountFailures(source.email),
    AUTH_RATE_RULES.loginFailuresPerAccountFromUnknownDevices,
    now,
  );
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
  await hitRateLimit(
    db,
    rateKey.loginAccountIpFailures(source.email, source.ip),
    AUTH_RATE_RULES.loginFailuresPerAccountAndIp,
    now,
  );
  await hitRateLimit(
    db,
    rateKey.loginAccountFailures(source.email),
    AUTH_RATE_RULES.loginFailuresPerAccountFromUnknownDevices,
    now,
  );
}
