import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'a'.repeat(43);

describe('/reset-password/:token', () => {
  it('shows the expired-link state with a way to ask for a new link', async () => {
    stubFetch({ [`GET /api/auth/reset-password/${TOKEN}`]: { body: { success: true, valid: false } } });
    renderApp(`/reset-password/${TOKEN}`);
    expect(await screen.findByText(/n'est plus valide/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the new password, then confirms and offers to log in', async () => {
    const api = stubFetch({
      [`GET /api/auth/reset-password/${TOKEN}`]: { body: { success: true, valid: true } },
      'POST /api/auth/reset-password': {
        body: { success: true, message: 'Votre mot de passe a été modifié.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/reset-password/${TOKEN}`);
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'autre-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/?auth=login');
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: TOKEN,
      password: 'nouveau-secret',
    });
  });

  it('turns a token refused on submit into the expired-link state', async () => {
    stubFetch({
      [`GET /api/auth/reset-password/${TOKEN}`]: { body: { success: true, valid: true } },
      'POST /api/auth/reset-password': { status: 400, body: { message: 'Lien expiré', field: 'token' } },
    });
    const user = userEvent.setup();
    renderApp(`/reset-password/${TOKEN}`);
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('link', { name: 'Demander un nouveau lien' })).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('signs in the browser that signed up and goes on to the DPA', async () => {
    const user = createUser({ name: 'Julie Moreau' });
    stubFetch({
      [`GET /api/auth/verify-email/${TOKEN}`]: {
        body: {
          success: true,
          message: 'Votre adresse e-mail a été vérifiée : vous êtes connecté.',
          token: 'jeton.de.session',
          user,
        },
      },
      'GET /api/auth/verify-token': { body: { success: true, user } },
      'GET /api/dpa/status': { body: { success: true, hasValidDPA: false } },
      'GET /api/dpa/content': { body: { success: true, dpa: null } },
    });
    const app = renderApp(`/verify-email/${TOKEN}`);
    await waitFor(() => expect(app.location()).toBe('/dpa-signature'));
    expect(sessionStorage.getItem('token') ?? localStorage.getItem('token')).toBe('jeton.de.session');
  });

  it('verifies the token once and offers to log in', async () => {
    const api = stubFetch({
      [`GET /api/auth/verify-email/${TOKEN}`]: {
        body: { success: true, message: 'Adresse e-mail vérifiée !' },
      },
    });
    renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('Vérification de votre adresse…')).toBeInTheDocument();
    expect(await screen.findByText('Adresse e-mail vérifiée !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/?auth=login');
    expect(api.callsTo(`GET /api/auth/verify-email/${TOKEN}`)).toHaveLength(1);
  });

  it('explains a dead link and offers to resend', async () => {
    const api = stubFetch({
      [`GET /api/auth/verify-email/${TOKEN}`]: {
        status: 400,
        body: { message: 'Lien de vérification invalide ou expiré' },
      },
      'POST /api/auth/resend-verification': {
        body: { success: true, message: 'Un nouvel e-mail a été envoyé si nécessaire.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('Lien de vérification invalide ou expiré')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@example.fr');
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(await screen.findByText('Un nouvel e-mail a été envoyé si nécessaire.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({
      email: 'camille@example.fr',
    });
  });

  it('shows the preset statuses without calling the server', async () => {
    const api = stubFetch({});
    const app = renderApp('/verify-email/success');
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    app.unmount();
    renderApp('/verify-email/failed');
    expect(
      await screen.findByRole('button', { name: "Renvoyer l'e-mail de vérification" }),
    ).toBeInTheDocument();
    // Only the frame's public configuration (maintenance banner) was asked for.
    expect(api.calls.filter((call) => call.path !== '/api/config/public')).toHaveLength(0);
  });
});

describe('/forgot-password', () => {
  it('shows the server trouble message', async () => {
    stubFetch({ 'POST /api/auth/forgot-password': { status: 500 } });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'camille@example.fr');
    expect(document.title).toBe('Mot de passe oublié — Créneau');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite. Veuillez réessayer.",
    );
  });
});
