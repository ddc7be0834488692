import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters, safe in a URL path. */
export function generateFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isFeedSecretShape(value: string): boolean {
  return SECRET_SHAPE.test(value);
}

/**
 * Constant-time comparison: both sides are hashed first so inputs of different lengths take the
 * same time and timingSafeEqual gets equal-length buffers.
 */
export function feedSecretMatches(expected: string, given: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

export type TFeedLinks = { httpsUrl: string; webcalUrl: string };

/** The subscription URL over http(s) and the same as webcal:// (opens the calendar app). */
export function feedLinks(appUrl: string, providerId: string, secret: string): TFeedLinks {
  const httpsUrl = `${appUrl}/api/ical/${providerId}/${secret}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
}
