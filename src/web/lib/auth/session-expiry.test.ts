import { describe, expect, it, vi } from 'vitest';
import { createToken, createUser, seedSession } from '../../test/factories';
import { ApiError } from '../parse-api-error';
import { STORAGE } from '../storage-keys';
import { createSessionExpiryHandler } from './session-expiry';

const expired = () =>
  new ApiError(401, 'http', {
    message: 'Votre session a expiré',
    error: 'jwt expired',
  });

function setup(
  refreshToken: () =>
    | Promise<never>
    | Promise<{ success: true; token: string; user: ReturnType<typeof createUser> }>,
) {
  const hooks = {
    api: { refreshToken: vi.fn(refreshToken) },
    onRefreshed: vi.fn(),
    onExpired: vi.fn(),
    onImpersonationExpired: vi.fn(() => Promise.resolve()),
  };
  return { hooks, handle: createSessionExpiryHandler(hooks) };
}

describe('session expiry (SPEC §4)', () => {
  it('ignores a 401 that is not an expiry (wrong password, invalid token)', async () => {
    seedSession(createUser());
    const { hooks, handle } = setup(() => Promise.reject(new Error('non prévu')));
    await handle(
      new ApiError(401, 'http', {
        message: 'Email ou mot de passe incorrect',
      }),
    );
    expect(hooks.onExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE.token)).not.toBeNull();
  });

  it('without rememberMe: clears token, user, redirect flag and sessionStorage, then expires', async () => {
    seedSession(createUser({ role: 'admin' }), { rememberMe: false });
    sessionStorage.setItem('autre', 'valeur');
    const { hooks, handle } = setup(() => Promise.reject(new Error('non prévu')));
    await handle(expired());
    expect(hooks.api.refreshToken).not.toHaveBeenCalled();
    expect(hooks.onExpired).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE.user)).toBeNull();
    expect(localStorage.getItem(STORAGE.adminRedirect)).toBeNull();
  });

  it('with rememberMe and a stored user: one renewal shared by concurrent expiries', async () => {
    const user = createUser();
    seedSession(user, { rememberMe: true, token: 'old' });
    const token = createToken(user);
    const { hooks, handle } = setup(() => Promise.resolve({ success: true as const, token, user }));
    await Promise.all([handle(expired()), handle(expired())]);
    expect(hooks.api.refreshToken).toHaveBeenCalledTimes(1);
    expect(hooks.onRefreshed).toHaveBeenCalledWith(user);
    expect(hooks.onExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE.token)).toBe(token);
  });

  it('a failed renewal ends the session', async () => {
    seedSession(createUser(), { rememberMe: true });
    const { hooks, handle } = setup(() => Promise.reject(new ApiError(401, 'http')));
    await handle(expired());
    expect(hooks.onExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
  });

  it('an administrator’s expired session as a user goes back to their own: no renewal, nothing wiped', async () => {
    const provider = createUser();
    seedSession(provider, { rememberMe: true, token: createToken(provider, { imp: 'admin-id' }) });
    localStorage.setItem(STORAGE.originalToken, 'jeton-admin');
    const { hooks, handle } = setup(() => Promise.reject(new Error('non prévu')));
    await handle(expired());
    expect(hooks.onImpersonationExpired).toHaveBeenCalledTimes(1);
    expect(hooks.api.refreshToken).not.toHaveBeenCalled();
    expect(hooks.onExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE.originalToken)).toBe('jeton-admin');
  });
});
