import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createToken, createUser, seedSession } from '../../test/factories';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { apiRequest } from '../api-client';
import { useFakeSocketAndAlert } from '../realtime/fake-socket.test-support';
import { STORAGE } from '../storage-keys';
import { RETURN_TO_KEY } from './auth-storage';

const DELETED = 'Votre compte a été supprimé.';

describe('account deleted event (SPEC §4)', () => {
  const env = useFakeSocketAndAlert();

  /** A signed-in provider reading a public page: nothing there asks for the socket but the session. */
  async function signedInOnAboutPage() {
    const user = createUser({ name: 'Camille Martin' });
    const token = seedSession(user, { rememberMe: true });
    sessionStorage.setItem(RETURN_TO_KEY, '/dashboard/agenda');
    stubFetch({ 'GET /api/auth/verify-token': { body: { success: true, user } } });
    const app = renderApp('/about');
    expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
    // The realtime client loads lazily: the socket exists only once its module arrived.
    await waitFor(() => expect(env.socket.inUse).toBe(true));
    act(() => env.socket.acceptConnection());
    return { user, token, app };
  }

  it('joins the user room on any page once signed in', async () => {
    const { token } = await signedInOnAboutPage();
    expect(env.socket.sent('authenticate')).toContainEqual([{ token }]);
  });

  it('alerts, clears the stored session and goes to / when the current account is deleted', async () => {
    const { user, app } = await signedInOnAboutPage();
    // The same news twice before React has re-rendered: told once.
    act(() => {
      env.socket.receive('user_account_deleted', { userId: user.id, message: DELETED });
      env.socket.receive('user_account_deleted', { userId: user.id, message: DELETED });
    });

    expect(env.alert).toHaveBeenCalledExactlyOnceWith(DELETED);
    await waitFor(() => expect(app.location()).toBe('/'));
    for (const key of [STORAGE.token, STORAGE.authToken, STORAGE.user]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.length).toBe(0);
    // Signed out: the landing page offers to sign in again instead of the account link.
    expect((await screen.findAllByRole('link', { name: 'Connexion' })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Camille Martin')).not.toBeInTheDocument();
    // The socket reconnects without the old token, so it leaves the deleted account's room.
    expect(env.socket.disconnectCalls).toBe(1);

    act(() => env.socket.receive('user_account_deleted', { userId: user.id, message: DELETED }));
    expect(env.alert).toHaveBeenCalledTimes(1);
  });

  it('ignores the deletion of another account', async () => {
    const { token, app } = await signedInOnAboutPage();
    act(() =>
      env.socket.receive('user_account_deleted', {
        userId: '99999999-0000-4000-8000-000000000000',
        message: DELETED,
      }),
    );
    expect(env.alert).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE.token)).toBe(token);
    expect(app.location()).toBe('/about');
    expect(screen.getByText('Camille Martin')).toBeInTheDocument();
  });
});

describe('a renewed session and the socket', () => {
  const env = useFakeSocketAndAlert();

  it('re-authenticates the socket with the new token: the server signs out the old session’s sockets', async () => {
    const user = createUser({ name: 'Camille Martin' });
    seedSession(user, { rememberMe: true, token: 'ancien' });
    const renewed = createToken(user);
    stubFetch({
      'GET /api/auth/verify-token': { body: { success: true, user } },
      'GET /api/auth/profile': {
        status: 401,
        body: { message: 'Votre session a expiré', error: 'jwt expired' },
      },
      'POST /api/auth/refresh-token': { body: { success: true, token: renewed, user } },
    });
    renderApp('/about');
    expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
    // The realtime client loads lazily: the socket exists only once its module arrived.
    await waitFor(() => expect(env.socket.inUse).toBe(true));
    act(() => env.socket.acceptConnection());
    expect(env.socket.sent('authenticate')).toEqual([[{ token: 'ancien' }]]);

    await apiRequest('/api/auth/profile').catch(() => undefined);
    await waitFor(() => expect(env.socket.sent('authenticate')).toContainEqual([{ token: renewed }]));
  });
});

describe('a session ended on the server (auth_error)', () => {
  const env = useFakeSocketAndAlert();
  const SUSPENDED = 'Votre compte a été suspendu. Contactez le support pour en savoir plus.';

  async function signedInReading(verifyAfterwards: { status: number; body: unknown }) {
    const user = createUser({ name: 'Camille Martin' });
    const token = seedSession(user);
    let checks = 0;
    const api = stubFetch({
      'GET /api/auth/verify-token': () => {
        checks += 1;
        return checks === 1 ? { body: { success: true, user } } : verifyAfterwards;
      },
    });
    const app = renderApp('/about');
    expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
    // The realtime client loads lazily: the socket exists only once its module arrived.
    await waitFor(() => expect(env.socket.inUse).toBe(true));
    act(() => env.socket.acceptConnection());
    return { token, app, api };
  }

  it('forgets the session and goes to the login when the server refuses it (a suspension)', async () => {
    const { app } = await signedInReading({
      status: 403,
      body: { success: false, code: 'ACCOUNT_SUSPENDED', message: SUSPENDED },
    });
    act(() => env.socket.receive('auth_error', { message: 'Session invalide. Veuillez vous reconnecter.' }));
    await waitFor(() => expect(app.location()).toBe('/?auth=login'));
    for (const key of [STORAGE.token, STORAGE.authToken, STORAGE.user]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(screen.queryByText('Camille Martin')).not.toBeInTheDocument();
  });

  it('keeps a session the server still accepts (only this socket was signed out)', async () => {
    const { token, app, api } = await signedInReading({
      status: 200,
      body: { success: true, user: createUser() },
    });
    act(() => env.socket.receive('auth_error', { message: 'Session invalide. Veuillez vous reconnecter.' }));
    await waitFor(() => expect(api.callsTo('GET /api/auth/verify-token')).toHaveLength(2));
    expect(localStorage.getItem(STORAGE.token)).toBe(token);
    expect(app.location()).toBe('/about');
  });
});
