import type { TRateRule } from '../../http/rate-limit';

const MINUTE = 60;

/**
 * Passkey sign-in is bounded like the password login (auth/rate-rules.ts): per IP, and per typed
 * e-mail (options and verification both count). The lookup is called as the login form is typed.
 */
export const WEBAUTHN_RATE_RULES = {
  lookupPerIp: { limit: 60, windowSeconds: 15 * MINUTE },
  signInPerIp: { limit: 30, windowSeconds: 15 * MINUTE },
  signInPerAccount: { limit: 20, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, TRateRule>;

export const webauthnRateKey = {
  lookupIp: (ip: string) => `webauthn:lookup:ip:${ip}`,
  signInIp: (ip: string) => `webauthn:signin:ip:${ip}`,
  signInAccount: (email: string) => `webauthn:signin:account:${email.trim().toLowerCase()}`,
};
