import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The browser that signed up (issue 15): it is signed in when it opens the verification link,
 * any other browser (a mail scanner, another device) only verifies. Every sign-up answer sets it
 * — whether the address had an account or not, so the answer reveals nothing — bound by HMAC to
 * the e-mail typed, valid as long as the link (48 hours), sent only to the verification route.
 */
export const SIGNUP_COOKIE = 'creneau_signup';
const VALID_SECONDS = 48 * 3600;

const macOf = (secret: Uint8Array, email: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`signup-device\n${email.trim().toLowerCase()}\n${expiresAt}`).digest();

export function issueSignupCookie(secret: Uint8Array, email: string, now: Date): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + VALID_SECONDS;
  return `${expiresAt}.${macOf(secret, email, expiresAt).toString('base64url')}`;
}

/** Whether this browser signed up with this e-mail less than 48 hours ago. */
export function signupCookieMatches(secret: Uint8Array, email: string, value: string | undefined, now: Date) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 < now.getTime()) return false;
  const sent = Buffer.from(match[2], 'base64url');
  const expected = macOf(secret, email, expiresAt);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export function signupCookieOptions(secure: boolean) {
  return {
    path: '/api/auth/verify-email',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: VALID_SECONDS,
  };
}
