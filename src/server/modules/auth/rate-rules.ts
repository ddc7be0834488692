import type { TRateRule } from '../../http/rate-limit';

const MINUTE = 60;

/**
 * Every auth rate limit in one place. Per-IP rules bound what one machine can try; per-account
 * rules (keyed by the lowercased e-mail, whether or not the account exists) bound what anyone can
 * try against one account, and answer the same 429 for unknown addresses so nothing leaks.
 */
export const AUTH_RATE_RULES = {
  /** Every login attempt from one IP. */
  loginPerIp: { limit: 30, windowSeconds: 15 * MINUTE },
  /** FAILED logins for one e-mail: the 11th attempt is refused, even with the right password. */
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  registerPerIp: { limit: 10, windowSeconds: 60 * MINUTE },
  registerPerAccount: { limit: 5, windowSeconds: 60 * MINUTE },
  /** « Someone tried to sign up with your address » e-mails to one owner. */
  registerNoticePerAccount: { limit: 1, windowSeconds: 60 * MINUTE },
  resendPerIp: { limit: 10, windowSeconds: 60 * MINUTE },
  resendPerAccount: { limit: 3, windowSeconds: 60 * MINUTE },
  refreshPerIp: { limit: 60, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, TRateRule>;

export const rateKey = {
  loginIp: (ip: string) => `auth:login:ip:${ip}`,
  loginFailures: (email: string) => `auth:login:fail:${email.toLowerCase()}`,
  registerIp: (ip: string) => `auth:register:ip:${ip}`,
  registerAccount: (email: string) => `auth:register:account:${email.toLowerCase()}`,
  registerNotice: (email: string) => `auth:register:notice:${email.toLowerCase()}`,
  resendIp: (ip: string) => `auth:resend:ip:${ip}`,
  resendAccount: (email: string) => `auth:resend:account:${email.toLowerCase()}`,
  refreshIp: (ip: string) => `auth:refresh:ip:${ip}`,
};
