import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETURN_TO_KEY } from '../lib/auth/auth-storage';
import { createUser, seedSession } from '../test/factories';
import { stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

function signedIn(role: 'admin' | 'client') {
  const user = createUser({ role, name: role === 'admin' ? 'Alice Admin' : 'Paul Pro' });
  seedSession(user);
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/admin/users/search': { body: { success: true, users: [], total: 0 } },
  });
  return { user, api };
}

describe('route guards (SPEC §2, §4)', () => {
  it('sends a guest from /dashboard to the login modal and remembers the page', async () => {
    stubFetch({});
    const app = renderApp('/dashboard/profile');
    await waitFor(() => expect(app.location()).toBe('/?auth=login'));
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/dashboard/profile');
  });

  it('sends a guest from /admin and /rgpd/documents to the login modal', async () => {
    stubFetch({});
    for (const path of ['/admin/compta', '/rgpd/documents', '/dpa-signature', '/blog/admin']) {
      const app = renderApp(path);
      await waitFor(() => expect(app.location()).toBe('/?auth=login'));
      app.unmount();
    }
  });

  it('sends a provider from /admin to /dashboard', async () => {
    signedIn('client');
    const app = renderApp('/admin');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Paul Pro' })).toBeInTheDocument();
  });

  it('sends an admin from /dashboard to /admin', async () => {
    signedIn('admin');
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location()).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
  });

  it('keeps a provider on /dashboard/:section', async () => {
    signedIn('client');
    const app = renderApp('/dashboard/agenda');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agenda' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/agenda');
  });

  it('shows a spinner, not the landing page, while the session is checked', async () => {
    const user = createUser();
    seedSession(user);
    stubFetch({ 'GET /api/auth/verify-token': 'hang' });
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it.each([
    ['client', '/dashboard'],
    ['admin', '/admin'],
  ] as const)('sends an authenticated %s from / to %s', async (role, target) => {
    signedIn(role);
    const app = renderApp('/');
    await waitFor(() => expect(app.location()).toBe(target));
  });

  it('sends an authenticated visitor of /?auth=login to their space as well', async () => {
    signedIn('client');
    const app = renderApp('/?auth=login');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it.each([
    ['/auth', '/?auth=login'],
    ['/auth/login', '/?auth=login'],
    ['/auth/register', '/?auth=register'],
    ['/login', '/?auth=login'],
    ['/nimporte/quoi', '/'],
    ['/admin-secret', '/'],
  ])('redirects %s to %s', async (path, target) => {
    stubFetch({});
    const app = renderApp(path);
    await waitFor(() => expect(app.location()).toBe(target));
  });

  it('shows public pages to guests', async () => {
    stubFetch({ 'GET /api/public/providers/123': { status: 404, body: { message: 'Introuvable' } } });
    const app = renderApp('/booking/123');
    expect(
      await screen.findByRole('heading', { name: 'Cette page de réservation n’existe pas' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/booking/123');
  });

  it('follows the stored redirect target on /impersonation', async () => {
    signedIn('client');
    localStorage.setItem('redirectionInProgress', '/dashboard/clients');
    const app = renderApp('/impersonation');
    await waitFor(() => expect(app.location()).toBe('/dashboard/clients'));
    expect(localStorage.getItem('redirectionInProgress')).toBeNull();
  });
});
