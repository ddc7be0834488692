import { describe, expect, it, vi } from 'vitest';
import { createToken, createUser, seedSession } from '../../test/factories';
import { ApiError } from '../parse-api-error';
import { STORAGE } from '../storage-keys';
import { bootstrapAuth, checkAuth, decideOnVerifyFailure, reconcileWithToken } from './auth-machine';
import { readStoredUser } from './auth-storage';
import type { TSessionApi } from './session-api';

const expired = () =>
  new ApiError(401, 'http', {
    message: 'Votre session a expiré',
    error: 'jwt expired',
  });
const invalid = () => new ApiError(401, 'http', { message: 'Jeton invalide' });
const network = () => new ApiError(0, 'network');
const timeout = () => new ApiError(0, 'timeout');

function fakeApi(overrides: Partial<TSessionApi> = {}) {
  return {
    verifyToken: vi.fn<TSessionApi['verifyToken']>(() => Promise.reject(new Error('verifyToken non prévu'))),
    refreshToken: vi.fn<TSessionApi['refreshToken']>(() =>
      Promise.reject(new Error('refreshToken non prévu')),
    ),
    ...overrides,
  };
}

function storedTokens() {
  return [localStorage, sessionStorage].flatMap((s) => [
    s.getItem(STORAGE.token),
    s.getItem(STORAGE.authToken),
  ]);
}

describe('bootstrapAuth (SPEC §4 on load)', () => {
  it('is unauthenticated without a stored token, and asks nothing', async () => {
    const api = fakeApi();
    expect(await bootstrapAuth(api)).toEqual({ status: 'unauthenticated' });
    expect(api.verifyToken).not.toHaveBeenCalled();
  });

  it('valid token: authenticated with the refreshed user from the server, which is cached', async () => {
    const stale = createUser({ name: 'Ancien nom' });
    seedSession(stale);
    const fresh = { ...stale, name: 'Nouveau nom' };
    const api = fakeApi({ verifyToken: vi.fn(() => Promise.resolve(fresh)) });
    expect(await bootstrapAuth(api)).toEqual({ status: 'authenticated', user: fresh });
    expect((await readStoredUser())?.name).toBe('Nouveau nom');
  });

  it('an admin gets the adminRedirect marker', async () => {
    const admin = createUser({ role: 'admin' });
    seedSession({ ...admin, role: 'client' }, { token: createToken(admin) });
    localStorage.removeItem(STORAGE.adminRedirect);
    await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.resolve(admin)) }));
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBe('true');
  });

  it('server unreachable: the cached user is used when it has an email', async () => {
    const user = createUser();
    seedSession(user, { rememberMe: false });
    const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.reject(network())) }));
    expect(state).toEqual({ status: 'authenticated', user });
  });

  it('server unreachable without a usable cached user: unauthenticated and cleared', async () => {
    const user = createUser();
    seedSession(user);
    localStorage.setItem(STORAGE.user, JSON.stringify({ ...user, email: undefined }));
    const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.reject(network())) }));
    expect(state).toEqual({ status: 'unauthenticated' });
    expect(storedTokens().every((t) => t === null)).toBe(true);
  });

  it('timeout with rememberMe and a cached user: authenticated from the cache', async () => {
    const user = createUser();
    seedSession(user, { rememberMe: true });
    const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.reject(timeout())) }));
    expect(state).toEqual({ status: 'authenticated', user });
  });

  it('a 504 counts as a timeout', async () => {
    const user = createUser();
    seedSession(user, { rememberMe: true });
    const gateway = new ApiError(504, 'http');
    const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.reject(gateway)) }));
    expect(state).toEqual({ status: 'authenticated', user });
  });

  it('a server error (500, 502, 503) keeps a remember-me user signed in: only a 401 ends a session (issue 30)', async () => {
    for (const status of [500, 502, 503]) {
      const user = createUser();
      seedSession(user, { rememberMe: true });
      const failing = new ApiError(status, 'http');
      const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.reject(failing)) }));
      expect(state, String(status)).toEqual({ status: 'authenticated', user });
      expect(storedTokens().some((t) => t !== null)).toBe(true);
    }
  });

  it('timeout without rememberMe: unauthenticated, token and user cleared', async () => {
    seedSession(createUser(), { rememberMe: false });
    const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.reject(timeout())) }));
    expect(state).toEqual({ status: 'unauthenticated' });
    expect(storedTokens().every((t) => t === null)).toBe(true);
    expect(localStorage.getItem(STORAGE.user)).toBeNull();
  });

  it("'jwt expired' with rememberMe: renews with the stored e-mail and stores the new token", async () => {
    const user = createUser();
    seedSession(user, { rememberMe: true, token: 'old-token' });
    const newToken = createToken(user);
    const api = fakeApi({
      verifyToken: vi.fn(() => Promise.reject(expired())),
      refreshToken: vi.fn(() => Promise.resolve({ success: true as const, token: newToken, user })),
    });
    const state = await bootstrapAuth(api);
    expect(api.refreshToken).toHaveBeenCalledWith({ email: user.email, rememberMe: true });
    expect(state).toEqual({ status: 'authenticated', user });
    expect(localStorage.getItem(STORAGE.token)).toBe(newToken);
    expect(localStorage.getItem(STORAGE.authToken)).toBe(newToken);
  });

  it("'jwt expired' whose renewal fails: unauthenticated and cleared", async () => {
    seedSession(createUser(), { rememberMe: true });
    const api = fakeApi({
      verifyToken: vi.fn(() => Promise.reject(expired())),
      refreshToken: vi.fn(() => Promise.reject(invalid())),
    });
    expect(await bootstrapAuth(api)).toEqual({ status: 'unauthenticated' });
    expect(storedTokens().every((t) => t === null)).toBe(true);
  });

  it("'jwt expired' without rememberMe: no renewal, cleared", async () => {
    seedSession(createUser(), { rememberMe: false });
    const api = fakeApi({ verifyToken: vi.fn(() => Promise.reject(expired())) });
    expect(await bootstrapAuth(api)).toEqual({ status: 'unauthenticated' });
    expect(api.refreshToken).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE.token)).toBeNull();
  });

  it("'jwt expired' with rememberMe but no stored user: no renewal", async () => {
    seedSession(createUser(), { rememberMe: true });
    localStorage.removeItem(STORAGE.user);
    const api = fakeApi({ verifyToken: vi.fn(() => Promise.reject(expired())) });
    expect(await bootstrapAuth(api)).toEqual({ status: 'unauthenticated' });
    expect(api.refreshToken).not.toHaveBeenCalled();
  });

  it('an invalid token clears the token, the user and the admin marker', async () => {
    seedSession(createUser({ role: 'admin' }), { rememberMe: true });
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBe('true');
    const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.reject(invalid())) }));
    expect(state).toEqual({ status: 'unauthenticated' });
    expect(storedTokens().every((t) => t === null)).toBe(true);
    expect(localStorage.getItem(STORAGE.user)).toBeNull();
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBeNull();
  });

  it("the token's role, id, email and name win over the server's record (impersonation)", async () => {
    const admin = createUser({ role: 'admin', name: 'Admin', email: 'admin@creneau.fr' });
    const impersonated = createUser({ role: 'client', name: 'Prestataire', email: 'pro@example.fr' });
    seedSession(admin, { token: createToken(impersonated) });
    const state = await bootstrapAuth(fakeApi({ verifyToken: vi.fn(() => Promise.resolve(admin)) }));
    expect(state).toMatchObject({
      status: 'authenticated',
      user: { role: 'client', id: impersonated.id, email: 'pro@example.fr', name: 'Prestataire' },
    });
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBeNull();
  });
});

describe('decideOnVerifyFailure', () => {
  const user = createUser();
  it.each([
    ['network, cached user', network(), { rememberMe: false, cachedUser: user }, 'use-cache'],
    ['network, no cached user', network(), { rememberMe: true, cachedUser: null }, 'clear'],
    ['timeout, rememberMe, cached user', timeout(), { rememberMe: true, cachedUser: user }, 'use-cache'],
    [
      'aborted, rememberMe, cached user',
      new ApiError(0, 'aborted'),
      { rememberMe: true, cachedUser: user },
      'use-cache',
    ],
    ['timeout, no rememberMe', timeout(), { rememberMe: false, cachedUser: user }, 'clear'],
    ['jwt expired, rememberMe', expired(), { rememberMe: true, cachedUser: user }, 'needs-refresh'],
    ['jwt expired, no rememberMe', expired(), { rememberMe: false, cachedUser: user }, 'clear'],
    ['invalid token', invalid(), { rememberMe: true, cachedUser: user }, 'clear'],
    // Issue 30: only a 401 ends a session; a server error keeps it.
    ['server error 500', new ApiError(500, 'http'), { rememberMe: true, cachedUser: user }, 'use-cache'],
    ['bad gateway 502', new ApiError(502, 'http'), { rememberMe: true, cachedUser: user }, 'use-cache'],
    ['unavailable 503', new ApiError(503, 'http'), { rememberMe: false, cachedUser: user }, 'use-cache'],
    [
      'server error, no cached user',
      new ApiError(500, 'http'),
      { rememberMe: true, cachedUser: null },
      'clear',
    ],
    ['not an ApiError', new Error('x'), { rememberMe: true, cachedUser: user }, 'clear'],
  ] as const)('%s → %s', (_label, error, context, expected) => {
    expect(decideOnVerifyFailure(error, context)).toBe(expected);
  });
});

describe('reconcileWithToken', () => {
  it('keeps the server user when the roles agree (administrator counts as admin)', () => {
    const admin = createUser({ role: 'admin' });
    const token = createToken({ ...admin, role: 'administrator' as 'admin' });
    expect(reconcileWithToken(admin, token)).toBe(admin);
  });

  it('keeps the server user when the token cannot be read', () => {
    const user = createUser();
    expect(reconcileWithToken(user, 'not-a-jwt')).toBe(user);
  });
});

describe('checkAuth (SPEC §7)', () => {
  it('answers isAuthenticated, user and token from the session check', async () => {
    const user = createUser();
    seedSession(user, { rememberMe: true, token: 'jeton-1' });
    const api = fakeApi({ verifyToken: vi.fn(() => Promise.resolve(user)) });
    expect(await checkAuth(api)).toEqual({ isAuthenticated: true, user, token: 'jeton-1' });
    seedSession(user, { rememberMe: true, token: 'jeton-2' });
    const refused = fakeApi({ verifyToken: vi.fn(() => Promise.reject(new ApiError(401, 'http'))) });
    expect(await checkAuth(refused)).toEqual({ isAuthenticated: false, user: null, token: null });
  });
});
