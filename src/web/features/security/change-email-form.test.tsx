import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

function openSecurity(handlers: Record<string, THandler>) {
  const api = stubProviderApi({
    'GET /api/auth/support-access': { body: { success: true, accesses: [] } },
    ...handlers,
  });
  renderApp('/dashboard/security');
  return { api, ui: userEvent.setup() };
}

async function card() {
  const heading = await screen.findByRole('heading', { name: "Changer d'adresse e-mail" }, LOAD);
  return within(heading.closest('section') ?? document.body);
}

describe('Sécurité: changer d’adresse e-mail', () => {
  it('shows the current address, checks the new one in the browser, then shows the server’s field error', async () => {
    const { api, ui } = openSecurity({
      'POST /api/auth/change-email': {
        status: 401,
        body: { success: false, message: 'Mot de passe incorrect', field: 'password' },
      },
    });
    const form = await card();
    expect(form.getByText(/Adresse actuelle/)).toBeInTheDocument();
    await ui.type(form.getByLabelText('Nouvelle adresse e-mail'), 'pas-une-adresse');
    await ui.type(form.getByLabelText('Mot de passe'), 'mauvais-mot');
    await ui.click(form.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect(await form.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-email')).toHaveLength(0);

    await ui.clear(form.getByLabelText('Nouvelle adresse e-mail'));
    await ui.type(form.getByLabelText('Nouvelle adresse e-mail'), 'lea.nouvelle@exemple.fr');
    await ui.click(form.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect(await form.findByText('Mot de passe incorrect')).toBeInTheDocument();
    expect(form.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/change-email')[0]?.body).toEqual({
      newEmail: 'lea.nouvelle@exemple.fr',
      password: 'mauvais-mot',
    });
  });

  it('says where the link went and empties the form', async () => {
    const message =
      "Un lien de confirmation a été envoyé à lea.nouvelle@exemple.fr. Votre adresse actuelle reste valable tant que vous n'avez pas confirmé la nouvelle.";
    const { ui } = openSecurity({ 'POST /api/auth/change-email': { body: { success: true, message } } });
    const form = await card();
    await ui.type(form.getByLabelText('Nouvelle adresse e-mail'), 'lea.nouvelle@exemple.fr');
    await ui.type(form.getByLabelText('Mot de passe'), 'bon-mot-de-passe');
    await ui.click(form.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Nouvelle adresse e-mail')).toHaveValue('');
    expect(form.getByLabelText('Mot de passe')).toHaveValue('');
  });
});
