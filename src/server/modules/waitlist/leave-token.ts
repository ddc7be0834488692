import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The leave link's token (ADR 0060): an HMAC of the entry id with the booking link-sealing key
 * (`linkSealingKey` in bookings/manage-token.ts). Nothing is stored, so a link still answers once
 * its entry is gone.
 */
export function waitlistLeaveToken(key: Buffer, entryId: string): string {
  return createHmac('sha256', key).update(`waitlist-leave:${entryId}`).digest('base64url');
}

export function isWaitlistLeaveToken(key: Buffer, entryId: string, token: string): boolean {
  const expected = Buffer.from(waitlistLeaveToken(key, entryId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
