import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secret-box';

describe('the CalDAV password box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('gives the password back', () => {
    expect(unseal(key, seal(key, 'mot-de-passe-app é€'))).toBe('mot-de-passe-app é€');
  });

  it('seals the same password differently each time, never in clear', () => {
    const first = seal(key, 'secret-123');
    const second = seal(key, 'secret-123');
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').toString('latin1')).not.toContain('secret-123');
  });

  it('refuses an altered text, a truncated one and another key', () => {
    const sealed = Buffer.from(seal(key, 'secret-123'), 'base64url');
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => unseal(key, tampered.toString('base64url'))).toThrow();
    expect(() => unseal(key, sealed.subarray(0, 20).toString('base64url'))).toThrow();
    expect(() => unseal(randomBytes(32), sealed.toString('base64url'))).toThrow();
  });
});
