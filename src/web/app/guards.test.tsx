import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETURN_TO_KEY } from '../lib/auth/auth-storage';
import { STORAGE } from '../lib/storage-keys';
import { createToken, createUser, seedSession } from '../test/factories';
import { stubFetch, type THandler } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

function signedIn(role: 'admin' | 'client', handlers: Record<string, THandler> = {}) {
  const user = createUser({ role, name: role === 'admin' ? 'Alice Admin' : 'Paul Pro' });
  seedSession(user);
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/admin/users/search': { body: { success: true, users: [], total: 0 } },
    ...handlers,
  });
  return { user, api };
}

const noDpaYet = {
  'GET /api/dpa/status': { body: { success: true, hasValidDPA: false } },
  'GET /api/dpa/content': { body: { success: true, dpa: null } },
};

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
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

  describe('DPA gate (SPEC §4 "DPA flow")', () => {
    it('sends a provider without a signed DPA from the dashboard to /dpa-signature, modal open', async () => {
      const { api } = signedIn('client', noDpaYet);
      const app = renderApp('/dashboard/agenda');
      await waitFor(() => expect(app.location()).toBe('/dpa-signature'));
      expect(
        await screen.findByRole('dialog', { name: 'Votre accord de traitement des données' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: 'Agenda' })).not.toBeInTheDocument();
      expect(api.callsTo('GET /api/dpa/status')).toHaveLength(1);
    });

    it('counts a failed status check as "DPA required", without retrying it', async () => {
      const { api } = signedIn('client', {
        ...noDpaYet,
        'GET /api/dpa/status': { status: 500, body: { message: 'Erreur interne' } },
      });
      const app = renderApp('/dashboard');
      await waitFor(() => expect(app.location()).toBe('/dpa-signature'));
      expect(api.callsTo('GET /api/dpa/status')).toHaveLength(1);
    });

    it('shows the check in progress, never the dashboard, while the status is pending', async () => {
      signedIn('client', { 'GET /api/dpa/status': 'hang' });
      renderApp('/dashboard');
      expect(await screen.findByText('Vérification de votre DPA…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: /^Bonjour/ })).not.toBeInTheDocument();
    });

    it('opens the dashboard when the DPA is signed', async () => {
      const { api } = signedIn('client', {
        'GET /api/dpa/status': { body: { success: true, hasValidDPA: true } },
      });
      const app = renderApp('/dashboard');
      expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Paul Pro' })).toBeInTheDocument();
      expect(app.location()).toBe('/dashboard');
      expect(api.callsTo('GET /api/dpa/status')).toHaveLength(1);
    });

    it('lets a delegated admin (admin marker plus original token) in without asking', async () => {
      const provider = createUser({ role: 'client', name: 'Paul Pro' });
      seedSession(provider);
      localStorage.setItem(STORAGE.adminRedirect, 'true');
      localStorage.setItem(STORAGE.originalToken, createToken(createUser({ role: 'admin' })));
      const api = stubFetch({
        'GET /api/auth/verify-token': { body: { success: true, user: provider } },
        'GET /api/dpa/status': { body: { success: true, hasValidDPA: false } },
      });
      const app = renderApp('/dashboard');
      expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Paul Pro' })).toBeInTheDocument();
      expect(app.location()).toBe('/dashboard');
      expect(api.callsTo('GET /api/dpa/status')).toHaveLength(0);
      expect(localStorage.getItem(STORAGE.adminRedirect)).toBe('true');
    });

    it('keeps /dpa-signature open without a DPA, and sends an admin from it to /admin', async () => {
      signedIn('client', noDpaYet);
      const app = renderApp('/dpa-signature');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Accord de traitement des données (DPA)' }),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/dpa-signature');
      app.unmount();
      localStorage.clear();

      signedIn('admin');
      const admin = renderApp('/dpa-signature');
      await waitFor(() => expect(admin.location()).toBe('/admin'));
    });
  });
});
