import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken, type TTokenSubject } from './tokens';

const secret = randomBytes(32);
const subject: TTokenSubject = {
  userId: randomUUID(),
  email: 'claire@exemple.fr',
  name: 'Claire',
  role: 'client',
  sessionId: randomUUID(),
};
const issuedAt = new Date('2026-03-29T00:30:00Z');
const expiresAt = new Date('2026-03-29T12:30:00Z');

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session tokens', () => {
  it('carries id, sub, email, name, role, sid, iat and exp', async () => {
    const token = await signSessionToken(secret, subject, issuedAt, expiresAt);
    const reading = await readSessionToken(secret, token, issuedAt);
    expect(reading).toEqual({
      status: 'valid',
      claims: {
        id: subject.userId,
        sub: subject.userId,
        email: subject.email,
        name: subject.name,
        role: 'client',
        sid: subject.sessionId,
        iat: issuedAt.getTime() / 1000,
        exp: expiresAt.getTime() / 1000,
      },
    });
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('is valid until exp, then expired with its claims still readable', async () => {
    const token = await signSessionToken(secret, subject, issuedAt, expiresAt);
    expect((await readSessionToken(secret, token, new Date(expiresAt.getTime() - 1000))).status).toBe(
      'valid',
    );
    const after = await readSessionToken(secret, token, expiresAt);
    expect(after.status).toBe('expired');
    expect(after.status === 'expired' && after.claims.sid).toBe(subject.sessionId);
  });

  it('refuses another key', async () => {
    const token = await signSessionToken(secret, subject, issuedAt, expiresAt);
    expect(await readSessionToken(randomBytes(32), token, issuedAt)).toEqual({ status: 'invalid' });
  });

  it('refuses an expired token signed with another key (expiry never hides a bad signature)', async () => {
    const token = await signSessionToken(randomBytes(32), subject, issuedAt, expiresAt);
    expect(await readSessionToken(secret, token, new Date('2027-01-01'))).toEqual({ status: 'invalid' });
  });

  it('refuses alg=none', async () => {
    const payload = { id: subject.userId, sub: subject.userId, sid: subject.sessionId, role: 'admin' };
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, exp: 4e9, iat: 1 })}.`;
    expect(await readSessionToken(secret, token, issuedAt)).toEqual({ status: 'invalid' });
  });

  it('refuses HS512 even with the right key', async () => {
    const token = await new SignJWT({
      id: subject.userId,
      email: 'a@b.fr',
      name: 'A',
      role: 'admin',
      sid: subject.sessionId,
    })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(subject.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    expect(await readSessionToken(secret, token, issuedAt)).toEqual({ status: 'invalid' });
  });

  it('refuses a tampered payload', async () => {
    const token = await signSessionToken(secret, subject, issuedAt, expiresAt);
    const [header, , signature] = token.split('.');
    const forged = b64({
      id: subject.userId,
      sub: subject.userId,
      email: subject.email,
      name: 'x',
      role: 'admin',
      sid: subject.sessionId,
      iat: 1,
      exp: 4e9,
    });
    expect(await readSessionToken(secret, `${header}.${forged}.${signature}`, issuedAt)).toEqual({
      status: 'invalid',
    });
  });

  it('refuses a well-signed token lacking our claims', async () => {
    const token = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(expiresAt)
      .sign(secret);
    expect(await readSessionToken(secret, token, issuedAt)).toEqual({ status: 'invalid' });
  });

  it('refuses garbage', async () => {
    expect(await readSessionToken(secret, 'pas-un-jeton', issuedAt)).toEqual({ status: 'invalid' });
  });
});
