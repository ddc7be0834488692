import type { TRateRule } from '../../http/rate-limit';
import type { TBackoffRule } from './login-backoff';

const MINUTE = 60;

/**
 * Every auth rate limit in one place. Per-IP rules bound what one machine can try; per-account
 * rules (keyed by the lowercased e-mail, whether or not the account exists) bound what anyone can
 * try against one account, and answer the same 429 for unknown addresses so nothing leaks.
 */
export const AUTH_RATE_RULES = {
  /** Every login attempt from one IP without a device cookie, whatever the account (password spraying). */
  loginPerIp: { limit: 30, windowSeconds: 15 * MINUTE },
  registerPerIp: { limit: 10, windowSeconds: 60 * MINUTE },
  registerPerAccount: { limit: 5, windowSeconds: 60 * MINUTE },
  /** « Someone tried to sign up with your address » e-mails to one owner. */
  registerNoticePerAccount: { limit: 1, windowSeconds: 60 * MINUTE },
  resendPerIp: { limit: 10, windowSeconds: 60 * MINUTE },
  resendPerAccount: { limit: 3, windowSeconds: 60 * MINUTE },
  refreshPerIp: { limit: 60, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, TRateRule>;

/**
 * Growing delays after failed logins (ADR 0054): past the free failures, each doubles the wait
 * up to the cap — never a lock-out.
 */
export const AUTH_BACKOFF_RULES = {
  /** One account from one IP (guessing): 5 free, then 1 s, 2 s… up to 15 minutes. */
  accountAndIp: { free: 5, capSeconds: 15 * MINUTE },
  /** One account from every unknown browser together (a distributed attack): 10 free, then up to a minute. */
  accountFromUnknownDevices: { free: 10, capSeconds: MINUTE },
  /** One browser showing the account's device cookie, from any IP: a stolen cookie buys no unlimited guesses. */
  device: { free: 10, capSeconds: 15 * MINUTE },
} as const satisfies Record<string, TBackoffRule>;

export const rateKey = {
  loginIp: (ip: string) => `auth:login:ip:${ip}`,
  loginAccountIpFailures: (email: string, ip: string) =>
    `auth:login:fail:account-ip:${email.trim().toLowerCase()}|${ip}`,
  loginAccountFailures: (email: string) => `auth:login:fail:account:${email.trim().toLowerCase()}`,
  loginDeviceFailures: (deviceId: string) => `auth:login:fail:device:${deviceId}`,
  registerIp: (ip: string) => `auth:register:ip:${ip}`,
  registerAccount: (email: string) => `auth:register:account:${email.toLowerCase()}`,
  registerNotice: (email: string) => `auth:register:notice:${email.toLowerCase()}`,
  resendIp: (ip: string) => `auth:resend:ip:${ip}`,
  resendAccount: (email: string) => `auth:resend:account:${email.toLowerCase()}`,
  refreshIp: (ip: string) => `auth:refresh:ip:${ip}`,
};
