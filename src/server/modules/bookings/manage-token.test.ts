import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createManageToken, linkSealingKey, openManageToken, storedBookingLinks } from './manage-token';

describe('manage tokens', () => {
  const key = linkSealingKey(randomBytes(32));

  it('gives a 256-bit token, its hash and a sealed copy that opens back to it', () => {
    const { token, hash, sealed } = createManageToken(key);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // The SHA-256 in hex that the bookings table has always kept: existing links still open.
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(sealed).not.toContain(token);
    expect(openManageToken(key, sealed)).toBe(token);
  });

  it('does not open with another secret, a tampered copy or nothing', () => {
    const { sealed } = createManageToken(key);
    expect(openManageToken(linkSealingKey(randomBytes(32)), sealed)).toBeNull();
    const [iv, body, tag] = sealed.split('.');
    const flipped = `${iv}.${body?.startsWith('A') ? `B${body.slice(1)}` : `A${body?.slice(1)}`}.${tag}`;
    expect(openManageToken(key, flipped)).toBeNull();
    expect(openManageToken(key, null)).toBeNull();
    expect(openManageToken(key, 'pas-un-jeton')).toBeNull();
  });

  it('rebuilds the client links from the stored copy', () => {
    const { token, sealed } = createManageToken(key);
    const links = storedBookingLinks('https://rdv.example.fr', key, {
      id: 'b1',
      providerId: 'p1',
      manageTokenSealed: sealed,
    });
    expect(links).toEqual({
      manageUrl: `https://rdv.example.fr/booking/p1/${token}`,
      cancelUrl: `https://rdv.example.fr/cancel-booking/b1/${token}`,
    });
  });
});
