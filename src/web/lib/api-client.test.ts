import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTestCookie, stubFetch } from '../test/fetch-stub';
import { API_TIMEOUT_MS, apiRequest, defaultTimeoutOf, onUnauthorized } from './api-client';
import { ApiError } from './parse-api-error';
import { STORAGE } from './storage-keys';

describe('apiRequest (SPEC §7)', () => {
  let unsubscribe: (() => void) | undefined;
  afterEach(() => unsubscribe?.());

  it('sends JSON with credentials and the Bearer stored under `token`', async () => {
    localStorage.setItem(STORAGE.token, 'tok-local');
    const api = stubFetch({ 'GET /api/auth/profile': { body: { success: true } } });
    await apiRequest('/api/auth/profile');
    const [call] = api.calls;
    expect(call?.credentials).toBe('include');
    expect(call?.headers.Authorization).toBe('Bearer tok-local');
    expect(call?.headers.Accept).toBe('application/json');
  });

  it('falls back to `authToken` (sessionStorage when not remembered)', async () => {
    sessionStorage.setItem(STORAGE.authToken, 'tok-session');
    const api = stubFetch({ 'GET /api/auth/profile': { body: {} } });
    await apiRequest('/api/auth/profile');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok-session');
  });

  it('sends no Authorization header without a token', async () => {
    const api = stubFetch({ 'GET /api/geoip': { body: {} } });
    await apiRequest('/api/geoip');
    expect(api.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN', async () => {
    setTestCookie('XSRF-TOKEN', 'abc%3D123');
    const api = stubFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    await apiRequest('/api/auth/logout', { method: 'POST' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers['X-XSRF-TOKEN']).toBe('abc=123');
  });

  it('gets the XSRF cookie with a GET first when a fresh tab has none', async () => {
    const api = stubFetch({ 'POST /api/auth/forgot-password': { body: { success: true, message: 'ok' } } });
    await apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email: 'a@b.fr' } });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/health',
      'POST /api/auth/forgot-password',
    ]);
    expect(api.calls[1]?.headers['X-XSRF-TOKEN']).toBe('xsrf-from-server');
    expect(api.calls[1]?.body).toEqual({ email: 'a@b.fr' });
  });

  it('turns an error body into an ApiError with status, message and field', async () => {
    stubFetch({
      'PUT /api/auth/profile': { status: 400, body: { message: 'SIRET invalide', field: 'siret' } },
    });
    setTestCookie('XSRF-TOKEN', 'x');
    const error = await apiRequest('/api/auth/profile', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, kind: 'http', message: 'SIRET invalide', field: 'siret' });
  });

  it('words an answer without a message in French, never as an English status line', async () => {
    stubFetch({ 'GET /api/services': { status: 502 }, 'GET /api/clients': { status: 404 } });
    await expect(apiRequest('/api/services')).rejects.toMatchObject({
      status: 502,
      message: 'Erreur de serveur (502)',
    });
    await expect(apiRequest('/api/clients')).rejects.toMatchObject({
      status: 404,
      message: 'Erreur de serveur (404)',
    });
  });

  it('reports a network failure as kind "network" with no status', async () => {
    stubFetch({ 'GET /api/geoip': 'network-error' });
    await expect(apiRequest('/api/geoip')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('gives up after 15 s with kind "timeout"', async () => {
    vi.useFakeTimers();
    stubFetch({ 'GET /api/services': 'hang' });
    const pending = apiRequest('/api/services').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('waits 30 s for authentication and push calls (SPEC §9), 15 s for the rest', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/verify-token',
      '/api/auth/refresh-token',
      '/api/auth/forgot-password',
      '/api/webauthn/credential?email=a%40b.fr',
      '/api/webauthn/authenticate/options',
      '/api/webauthn/authenticate/verify',
      '/api/webauthn/register/options',
      '/api/geoip',
      '/api/notifications/vapid-public-key',
      '/api/notifications/subscriptions',
      '/api/notifications/subscriptions?endpoint=https%3A%2F%2Fpush.example.com',
      '/api/notifications/test',
    ])
      expect(defaultTimeoutOf(path), path).toBe(30_000);
    for (const path of [
      '/api/services',
      '/api/authors',
      '/api/notifications',
      '/api/notifications/global',
      '/api/user-notifications',
      '/api/admin/notifications/send',
      '/api/authentication',
    ])
      expect(defaultTimeoutOf(path), path).toBe(15_000);
  });

  it.each([
    ['GET', '/api/auth/verify-token'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/webauthn/authenticate/options'],
    ['GET', '/api/notifications/vapid-public-key'],
    ['POST', '/api/notifications/subscriptions'],
  ] as const)('%s %s gives up after 30 s, not after 15 s', async (method, path) => {
    vi.useFakeTimers();
    setTestCookie('XSRF-TOKEN', 'jeton-xsrf');
    stubFetch({ [`${method} ${path}`]: 'hang' });
    const pending = apiRequest(path, method === 'GET' ? {} : { method, body: {} }).catch((e: unknown) => e);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('tells the 401 listeners about a "jwt expired" answer', async () => {
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    stubFetch({
      'GET /api/auth/profile': {
        status: 401,
        body: { message: 'Votre session a expiré', error: 'jwt expired', code: 'TOKEN_EXPIRED' },
      },
    });
    await expect(apiRequest('/api/auth/profile')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ status: 401, body: { error: 'jwt expired' } });
  });

  it('keeps 401 listeners out of requests marked silent401', async () => {
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    stubFetch({ 'GET /api/auth/verify-token': { status: 401, body: { error: 'jwt expired' } } });
    await expect(apiRequest('/api/auth/verify-token', { silent401: true })).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
  });

  it('sends an explicit token instead of the stored one', async () => {
    localStorage.setItem(STORAGE.token, 'stored');
    setTestCookie('XSRF-TOKEN', 'x');
    const api = stubFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    await apiRequest('/api/auth/logout', { method: 'POST', token: 'explicit' });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer explicit');
  });

  it('adds extra headers without letting them replace the standard ones', async () => {
    localStorage.setItem(STORAGE.token, 'stored');
    setTestCookie('XSRF-TOKEN', 'x');
    const api = stubFetch({
      'POST /api/public/providers/p1/bookings': { status: 201, body: { success: true } },
    });
    await apiRequest('/api/public/providers/p1/bookings', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'cle-1', Authorization: 'Bearer forged' },
    });
    expect(api.calls[0]?.headers['Idempotency-Key']).toBe('cle-1');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer stored');
    expect(api.calls[0]?.headers['X-XSRF-TOKEN']).toBe('x');
  });
});
