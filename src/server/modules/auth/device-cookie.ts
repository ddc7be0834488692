import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "device cookies": a browser where an account signed in successfully gets a signed cookie
 * naming that account, and keeps signing in while unknown sources are throttled account-wide.
 * The cookie holds a random device id and an HMAC binding it to the e-mail (not the e-mail itself).
 */
export const DEVICE_COOKIE = 'creneau_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

const NONCE_BYTES = 16;

function macOf(secret: Uint8Array, email: string, deviceId: string): Buffer {
  return createHmac('sha256', secret)
    .update(`login-device\n${normalise(email)}\n${deviceId}`)
    .digest();
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

/** A new cookie value for a successful login of `email`. */
export function issueDeviceCookie(secret: Uint8Array, email: string): string {
  const deviceId = randomBytes(NONCE_BYTES).toString('base64url');
  return `${deviceId}.${macOf(secret, email, deviceId).toString('base64url')}`;
}

/** The device id when the cookie was issued by this server for this very account; undefined otherwise. */
export function readDeviceCookie(
  secret: Uint8Array,
  email: string,
  value: string | undefined,
): string | undefined {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const deviceId = match[1];
  const sent = Buffer.from(match[2], 'base64url');
  const expected = macOf(secret, email, deviceId);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? deviceId : undefined;
}

/** Sent only to the login call, never readable by scripts nor sent by another site. */
export function deviceCookieOptions(secure: boolean) {
  return {
    path: '/api/auth/login',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  };
}
