import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TUser } from '../../../shared/schemas/auth';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import { DASHBOARD_SECTIONS } from '../../components/layout/dashboard-sections';
import { STORAGE } from '../../lib/storage-keys';
import { createToken, createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

function signedInProvider(handlers: Record<string, THandler> = {}, user: TUser = createUser()) {
  const token = seedSession(user, { rememberMe: false });
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/auth/profile': { body: { success: true, user } },
    'GET /api/bookings': { body: { success: true, bookings: [] } },
    'GET /api/provider/profile': {
      body: {
        success: true,
        profile: {
          providerId: user.id,
          displayName: user.name,
          description: '',
          address: '',
          phone: '',
          timezone: 'Europe/Paris',
          slug: null,
        },
      },
    },
    'GET /api/clients': { body: { success: true, clients: [], total: 0 } },
    ...handlers,
  });
  return { user, token, api };
}

describe('dashboard shell', () => {
  it('shows the overview for an unknown section and marks it current in the menu', async () => {
    signedInProvider();
    renderApp('/dashboard/inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: /^Bonjour/ })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Navigation — Espace professionnel' })[0];
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Aperçu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(DASHBOARD_SECTIONS.filter((s) => s.id !== 'overview').map(({ id, label }) => [id, label]))(
    'opens /dashboard/%s on its own section, titled « %s »',
    async (id, label) => {
      signedInProvider({
        'GET /api/settings': { body: { success: true, settings: DEFAULT_SETTINGS } },
        'GET /api/services': { body: { success: true, services: [] } },
      });
      renderApp(`/dashboard/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      // The title is set by an effect, which may run just after the heading reached the page.
      await waitFor(() => expect(document.title).toBe(`${label} — Tableau de bord — Créneau`));
      const nav = screen.getAllByRole('navigation', { name: 'Navigation — Espace professionnel' })[0];
      expect(within(nav as HTMLElement).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it('opens a client’s page under Clients, the section still current in the menu', async () => {
    signedInProvider({
      'GET /api/clients/8e2d4c6b0a1f3e5d7c9b2a4f6e8d0c1b': {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'Client introuvable.' },
      },
    });
    renderApp('/dashboard/clients/8e2d4c6b0a1f3e5d7c9b2a4f6e8d0c1b');
    expect(await screen.findByRole('link', { name: 'Retour aux clients' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Fiche client — Tableau de bord — Créneau'));
    const nav = screen.getAllByRole('navigation', { name: 'Navigation — Espace professionnel' })[0];
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Clients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('gives every later section an honest empty state, never "bientôt"', async () => {
    signedInProvider();
    const app = renderApp('/dashboard/clients');
    expect(await screen.findByText('Aucun client pour le moment')).toBeInTheDocument();
    expect(app.container.textContent).not.toMatch(/bientôt|coming soon/i);
  });

  it('logs out: local session cleared first, server told with the old token, back to /', async () => {
    const { token, api } = signedInProvider({ 'POST /api/auth/logout': { status: 500 } });
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(sessionStorage.getItem(STORAGE.token)).toBeNull();
    expect(localStorage.getItem(STORAGE.user)).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/logout')[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("an API 'jwt expired' without rememberMe ends the session and opens the login modal", async () => {
    signedInProvider({
      'GET /api/auth/profile': {
        status: 401,
        body: { message: 'Votre session a expiré', error: 'jwt expired', code: 'TOKEN_EXPIRED' },
      },
    });
    sessionStorage.setItem('brouillon', 'x');
    const app = renderApp('/dashboard/profile');
    await waitFor(() => expect(app.location()).toBe('/?auth=login'));
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE.token)).toBeNull();
    expect(sessionStorage.getItem('brouillon')).toBeNull();
    expect(localStorage.getItem(STORAGE.user)).toBeNull();
  });

  it("an API 'jwt expired' with rememberMe renews the token and stays", async () => {
    const account = createUser();
    seedSession(account, { rememberMe: true, token: 'old' });
    const renewed = createToken(account);
    let profileCalls = 0;
    const api = stubFetch({
      'GET /api/auth/verify-token': { body: { success: true, user: account } },
      'GET /api/auth/profile': () => {
        profileCalls += 1;
        return profileCalls === 1
          ? { status: 401, body: { message: 'Votre session a expiré', error: 'jwt expired' } }
          : { body: { success: true, user: account } };
      },
      'POST /api/auth/refresh-token': { body: { success: true, token: renewed, user: account } },
    });
    const app = renderApp('/dashboard/profile');
    await waitFor(() => expect(localStorage.getItem(STORAGE.token)).toBe(renewed));
    expect(api.callsTo('POST /api/auth/refresh-token')[0]?.body).toEqual({
      email: account.email,
      rememberMe: true,
    });
    expect(app.location()).toBe('/dashboard/profile');
  });
});
