import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

export type TManageToken = { token: string; hash: string; sealed: string };

/** The key that seals clients' tokens, derived from the signing secret (never stored). */
export function linkSealingKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'creneau', 'booking-links', 32));
}

/**
 * The client's key to one booking: 256 random bits in the links. The database keeps its SHA-256
 * (to find the booking) and an AES-256-GCM sealed copy (so that reminders can carry the same
 * links); a database dump without the server's secret opens neither.
 */
export function createManageToken(key: Buffer): TManageToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token), sealed: sealToken(key, token) };
}

function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The token back from its sealed copy; null when absent or sealed with another secret. */
export function openManageToken(key: Buffer, sealed: string | null): string | null {
  if (!sealed) return null;
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** What the database keeps of a token to find its booking: its SHA-256, in hex. */
export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Links sent to the client; the token in them is the only way to reach the booking without an account. */
export function bookingLinks(appUrl: string, booking: { id: string; providerId: string }, token: string) {
  return {
    manageUrl: `${appUrl}/booking/${booking.providerId}/${token}`,
    cancelUrl: `${appUrl}/cancel-booking/${booking.id}/${token}`,
  };
}

/** The client's links rebuilt from the stored sealed token (reminders, changes made by the provider). */
export function storedBookingLinks(
  appUrl: string,
  key: Buffer,
  booking: { id: string; providerId: string; manageTokenSealed: string | null },
): { manageUrl: string; cancelUrl: string } | undefined {
  const token = openManageToken(key, booking.manageTokenSealed);
  return token ? bookingLinks(appUrl, booking, token) : undefined;
}
