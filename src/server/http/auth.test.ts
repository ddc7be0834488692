import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerToken, isAdminRole, sessionExpiredError } from './auth';

const withAuthorization = (authorization?: string) => ({ headers: { authorization } }) as FastifyRequest;

describe('request authentication helpers', () => {
  it('reads only a Bearer authorization header', () => {
    expect(bearerToken(withAuthorization('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(withAuthorization('bearer abc'))).toBe('abc');
    expect(bearerToken(withAuthorization('Basic dXNlcjpwYXNz'))).toBeUndefined();
    expect(bearerToken(withAuthorization('Bearer '))).toBeUndefined();
    expect(bearerToken(withAuthorization(undefined))).toBeUndefined();
  });

  it("treats 'administrator' as admin and nothing else", () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('administrator')).toBe(true);
    expect(isAdminRole('client')).toBe(false);
    expect(isAdminRole('user')).toBe(false);
  });

  it("puts 'jwt expired' where the browser looks for it", () => {
    const error = sessionExpiredError();
    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(error.extra).toEqual({ error: 'jwt expired' });
  });
});
