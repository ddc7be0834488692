import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TUser } from '../../../shared/schemas/auth';
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
        },
      },
    },
    'GET /api/clients': { body: { success: true, clients: [] } },
    ...handlers,
  });
  return { user, token, api };
}

describe('dashboard shell', () => {
  it('greets the provider, tells the account status and gives the booking link', async () => {
    const { user } = signedInProvider(
      {},
      createUser({ name: 'Camille Martin', emailVerified: false, nom: 'Cabinet' }),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Martin' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Tableau de bord — Créneau');
    expect(screen.getByText('Adresse non vérifiée')).toBeInTheDocument();
    expect(screen.getByText(/1 information sur 3 renseignée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(screen.getByText(`${window.location.origin}/booking/${user.id}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });

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

  it('gives every later section an honest empty state, never "bientôt"', async () => {
    signedInProvider();
    const app = renderApp('/dashboard/clients');
    expect(await screen.findByText('Aucun client pour le moment', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(app.container.textContent).not.toMatch(/bientôt|coming soon/i);
  });

  it('edits the profile with validation, server field errors and a saved state', async () => {
    const account = createUser({ name: 'Camille Martin', email: 'camille@example.fr' });
    const saved = {
      ...account,
      nom: 'Cabinet Martin',
      siret: '12345678901234',
      adresse: '1 rue de Paris',
      telephone: '0612345678',
    };
    let attempt = 0;
    const { api } = signedInProvider(
      {
        'PUT /api/auth/profile': () => {
          attempt += 1;
          return attempt === 1
            ? { status: 400, body: { message: 'Numéro de téléphone refusé', field: 'telephone' } }
            : { body: { success: true, message: 'Profil mis à jour', user: saved } };
        },
      },
      account,
    );
    const user = userEvent.setup();
    renderApp('/dashboard/profile');
    expect(await screen.findByText('camille@example.fr')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom ou raison sociale'), 'Cabinet Martin');
    await user.type(screen.getByLabelText('SIRET (facultatif)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le SIRET doit contenir exactement 14 chiffres')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')).toHaveLength(0);

    await user.type(screen.getByLabelText('SIRET (facultatif)'), '5678901234');
    await user.type(screen.getByLabelText('Adresse professionnelle'), '1 rue de Paris');
    await user.type(screen.getByLabelText('Téléphone'), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de téléphone refusé')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')[1]?.body).toEqual({
      nom: 'Cabinet Martin',
      siret: '12345678901234',
      adresse: '1 rue de Paris',
      telephone: '0612345678',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE.user) ?? '{}')).toMatchObject({ nom: 'Cabinet Martin' });
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
