import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE } from '../../../lib/storage-keys';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'b'.repeat(43);
const DONE = 'Adresse modifiée. Connectez-vous avec votre nouvelle adresse.';

describe('/confirm-email/:token', () => {
  it('waits for the click (mail scanners open links), then confirms and offers to log in', async () => {
    const api = stubFetch({
      'POST /api/auth/confirm-email-change': { body: { success: true, message: DONE } },
    });
    const user = userEvent.setup();
    renderApp(`/confirm-email/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirmer ma nouvelle adresse' });
    expect(api.callsTo('POST /api/auth/confirm-email-change')).toHaveLength(0);

    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/?auth=login');
    expect(api.callsTo('POST /api/auth/confirm-email-change')[0]?.body).toEqual({ token: TOKEN });
  });

  it('shows the server’s message for a used or expired link, without the button', async () => {
    stubFetch({
      'POST /api/auth/confirm-email-change': {
        status: 400,
        body: {
          success: false,
          message: 'Ce lien de confirmation est invalide ou a expiré.',
          field: 'token',
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`/confirm-email/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
    expect(await screen.findByText('Ce lien de confirmation est invalide ou a expiré.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer ma nouvelle adresse' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('forgets the session this browser kept: the server ended every session of the account', async () => {
    const user = createUser();
    seedSession(user);
    stubFetch({
      'GET /api/auth/verify-token': { body: { success: true, user } },
      'POST /api/auth/confirm-email-change': { body: { success: true, message: DONE } },
    });
    const ui = userEvent.setup();
    renderApp(`/confirm-email/${TOKEN}`);
    await ui.click(await screen.findByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
    expect(localStorage.getItem(STORAGE.authToken)).toBeNull();
  });
});
