import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch, type TStubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { STORAGE } from '../storage-keys';
import { SESSION_RECHECK_DELAYS_MS } from './session-recheck';

const ABOUT = 'Rendre aux indépendants le temps passé à gérer leur agenda';
const LONGEST_WAIT = Math.max(...SESSION_RECHECK_DELAYS_MS);

/**
 * A remember-me provider opens /about while `verify-token` answers `down` (a server in trouble);
 * `server.answer` changes what it answers next. Fake timers that still move with real time: the
 * lazy screens arrive as usual, and a test can jump to the next check.
 */
async function openWhileServerAnswers(down: TStubReply) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const user = createUser({ name: 'Camille Martin' });
  const token = seedSession(user, { rememberMe: true });
  const server = { answer: down };
  const api = stubFetch({ 'GET /api/auth/verify-token': () => server.answer });
  const app = renderApp('/about');
  expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
  // The page's own code is here before the test jumps minutes ahead (SPEC §9 gives a screen 120 s).
  expect(await screen.findByRole('heading', { name: ABOUT })).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE.token)).toBe(token);
  expect(localStorage.getItem(STORAGE.user)).not.toBeNull();
  return { user, token, server, api, app };
}

const nextChecks = () => act(() => vi.advanceTimersByTimeAsync(LONGEST_WAIT));

describe('a server error when the page loads (issue 30: only a 401 ends a session)', () => {
  it.each([500, 502, 503])(
    '%i: still signed in from the cached user, then the server’s answer once it is back',
    async (status) => {
      const { user, server, api, app } = await openWhileServerAnswers({
        status,
        body: { success: false, message: 'Service indisponible' },
      });
      server.answer = { body: { success: true, user: { ...user, name: 'Camille Martin-Durand' } } };
      await nextChecks();
      expect(await screen.findByText('Camille Martin-Durand')).toBeInTheDocument();
      const checks = api.callsTo('GET /api/auth/verify-token').length;
      // Settled: no more checks.
      await nextChecks();
      await nextChecks();
      expect(api.callsTo('GET /api/auth/verify-token')).toHaveLength(checks);
      expect(app.location()).toBe('/about');
    },
  );

  it('no network at load: still signed in, checked again when the browser is back online', async () => {
    const { user, server } = await openWhileServerAnswers('network-error');
    server.answer = { body: { success: true, user: { ...user, name: 'Camille Martin-Durand' } } };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Camille Martin-Durand')).toBeInTheDocument();
  });

  it('keeps trying while the server fails, then a 401 ends the session and goes to the login', async () => {
    const { server, api, app } = await openWhileServerAnswers({ status: 502 });
    await nextChecks();
    await nextChecks();
    expect(api.callsTo('GET /api/auth/verify-token').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Camille Martin')).toBeInTheDocument();
    server.answer = { status: 401, body: { success: false, message: 'Token invalide' } };
    // Back on the tab: checked at once. (No jump in time from here: the login's code is on its way.)
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(app.location()).toBe('/?auth=login'));
    for (const key of [STORAGE.token, STORAGE.authToken, STORAGE.user]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(screen.queryByText('Camille Martin')).not.toBeInTheDocument();
  });

  it('a 401 at load signs out at once', async () => {
    const user = createUser({ name: 'Camille Martin' });
    seedSession(user, { rememberMe: true });
    stubFetch({
      'GET /api/auth/verify-token': { status: 401, body: { success: false, message: 'Token invalide' } },
    });
    renderApp('/about');
    expect((await screen.findAllByRole('link', { name: 'Connexion' })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Camille Martin')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
  });
});
