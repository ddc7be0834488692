import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/email-tokens';

/** The client's key to one booking: 256 random bits in the links; only its SHA-256 is stored. */
export function createManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashManageToken = hashToken;

/** Links sent to the client; the token in them is the only way to reach the booking without an account. */
export function bookingLinks(appUrl: string, booking: { id: string; providerId: string }, token: string) {
  return {
    manageUrl: `${appUrl}/booking/${booking.providerId}/${token}`,
    cancelUrl: `${appUrl}/cancel-booking/${booking.id}/${token}`,
  };
}
