import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "device cookies" (ADR 0054): a browser where an account signed in successfully gets a
 * signed cookie naming that account, and keeps signing in while unknown sources are slowed down
 * account-wide. The cookie holds a random device id and an HMAC binding it to the account's id
 * (neither the id nor the e-mail itself), keyed with a key derived from the server secret: it
 * survives a change of address, and an address given to a new account later does not inherit it.
 * A new one (new device id) is issued at every successful sign-in.
 */
export const DEVICE_COOKIE = 'creneau_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

const NONCE_BYTES = 16;

function macOf(secret: Uint8Array, userId: string, deviceId: string): Buffer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'creneau', 'login-device', 32));
  return createHmac('sha256', key).update(`${userId}\n${deviceId}`).digest();
}

/** A new cookie value for a successful login of the account `userId`. */
export function issueDeviceCookie(secret: Uint8Array, userId: string): string {
  const deviceId = randomBytes(NONCE_BYTES).toString('base64url');
  return `${deviceId}.${macOf(secret, userId, deviceId).toString('base64url')}`;
}

/** The device id when the cookie was issued by this server for this very account; undefined otherwise. */
export function readDeviceCookie(
  secret: Uint8Array,
  userId: string,
  value: string | undefined,
): string | undefined {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const deviceId = match[1];
  const sent = Buffer.from(match[2], 'base64url');
  const expected = macOf(secret, userId, deviceId);
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
