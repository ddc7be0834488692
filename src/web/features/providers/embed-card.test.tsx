import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMBED_MESSAGES } from '../../../shared/schemas/embed';
import { seriousViolations } from '../../test/axe';
import { createToken, createUser, seedSession } from '../../test/factories';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, PROVIDER_ID, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

const SITE = 'https://www.cabinet-martin.fr';

function openSection(handlers: Record<string, THandler> = {}) {
  const api = stubProviderApi({
    'GET /api/provider/embed': { body: { success: true, origins: [] } },
    ...handlers,
  });
  renderApp('/dashboard/booking-page');
  return { api, ui: userEvent.setup() };
}

describe('« Intégrer à votre site » (ADR 0040)', () => {
  it('gives the code to paste and saves the sites allowed, normalised by the server', async () => {
    const { api, ui } = openSection({
      'PUT /api/provider/embed': { body: { success: true, origins: [SITE] } },
    });
    const form = within(await screen.findByRole('form', { name: 'Sites autorisés' }, LOAD));
    expect(screen.getByText(/<script src="http:\/\/localhost(:\d+)?\/embed\.js"/)).toHaveTextContent(
      `data-creneau="${window.location.origin}/booking/${PROVIDER_ID}"`,
    );
    expect(screen.getByText(/sans elle, le cadre reste vide/)).toBeInTheDocument();

    await ui.type(form.getByLabelText('Sites autorisés (un par ligne)'), `  ${SITE}/  {enter}{enter}`);
    await ui.click(form.getByRole('button', { name: 'Enregistrer les sites' }));
    expect(await form.findByText('Sites enregistrés.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/embed')[0]?.body).toEqual({ origins: [`${SITE}/`] });
    expect(form.getByLabelText('Sites autorisés (un par ligne)')).toHaveValue(SITE);
    await waitFor(() => expect(screen.queryByText(/sans elle, le cadre reste vide/)).not.toBeInTheDocument());
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the server’s reason for a site it refuses, under the field', async () => {
    const raw = 'http://www.cabinet-martin.fr';
    const { ui } = openSection({
      'PUT /api/provider/embed': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          field: 'origins.0',
          message: EMBED_MESSAGES.insecure(raw),
        },
      },
    });
    const field = await screen.findByLabelText('Sites autorisés (un par ligne)', {}, LOAD);
    await ui.type(field, raw);
    await ui.click(screen.getByRole('button', { name: 'Enregistrer les sites' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(new RegExp(EMBED_MESSAGES.insecure(raw).slice(0, 20))),
    );
  });

  it('shows the sites but keeps them to the holder while an administrator uses the account', async () => {
    stubProviderApi({ 'GET /api/provider/embed': { body: { success: true, origins: [SITE] } } });
    const provider = createUser({ id: PROVIDER_ID });
    seedSession(provider, { token: createToken(provider, { imp: 'admin-1' }) });
    renderApp('/dashboard/booking-page');
    const form = within(await screen.findByRole('form', { name: 'Sites autorisés' }, LOAD));
    expect(form.getByLabelText('Sites autorisés (un par ligne)')).toHaveValue(SITE);
    expect(form.getByLabelText('Sites autorisés (un par ligne)')).toBeDisabled();
    expect(form.getByRole('button', { name: 'Enregistrer les sites' })).toBeDisabled();
    expect(
      screen.getByText(/le choix des sites autorisés reste réservé au titulaire du compte/),
    ).toBeInTheDocument();
  });
});
