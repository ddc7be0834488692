import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_MESSAGES } from '../../../shared/schemas/brand-color';
import { seriousViolations } from '../../test/axe';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

function openSection(brandColor: string | null, handlers: Record<string, THandler> = {}) {
  const api = stubProviderApi({
    'GET /api/provider/logo': { body: { success: true, logoUrl: null } },
    'GET /api/provider/embed': { body: { success: true, origins: [] } },
    'GET /api/provider/brand-color': { body: { success: true, brandColor } },
    ...handlers,
  });
  renderApp('/dashboard/booking-page');
  return { api, ui: userEvent.setup() };
}

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Couleur de votre page' }, LOAD)).closest(
      'section',
    ) as HTMLElement,
  );

const codeField = async () => (await card()).findByRole('textbox', { name: 'Code de la couleur' }, LOAD);

describe('« Couleur de votre page » (issue 37)', () => {
  it('warns as a too-light colour is typed, then shows the server’s refusal under the field', async () => {
    const { api, ui } = openSection(null, {
      'PUT /api/provider/brand-color': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          field: 'brandColor',
          message: BRAND_COLOR_MESSAGES.contrast,
        },
      },
    });
    const field = await codeField();
    const section = await card();
    expect(field).toHaveValue('#4f46e5');
    expect(field).toHaveAccessibleDescription('Contraste 6,2:1 — lisible');
    expect(await seriousViolations()).toEqual([]);

    await ui.clear(field);
    await ui.type(field, '#FBBF24');
    expect(field).toHaveAccessibleDescription('Contraste 1,6:1 — trop clair pour du texte blanc');
    expect(section.getByLabelText('Nuancier')).toHaveValue('#fbbf24');

    await ui.click(section.getByRole('button', { name: 'Enregistrer' }));
    expect(await section.findByText(BRAND_COLOR_MESSAGES.contrast)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/provider/brand-color')[0]?.body).toEqual({ brandColor: '#fbbf24' });
    expect(section.queryByText(/Votre page de réservation prend/)).not.toBeInTheDocument();
  });

  it('refuses a malformed code in the browser without asking the server', async () => {
    const { api, ui } = openSection(null);
    const field = await codeField();
    await ui.clear(field);
    await ui.type(field, 'bleu');
    await ui.click((await card()).getByRole('button', { name: 'Enregistrer' }));
    expect(await (await card()).findByText(BRAND_COLOR_MESSAGES.format)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/brand-color')).toHaveLength(0);
  });

  it('saves a dark enough colour, then offers to go back to Créneau’s', async () => {
    const { api, ui } = openSection(null, {
      'PUT /api/provider/brand-color': { body: { success: true, brandColor: '#0f766e' } },
    });
    const field = await codeField();
    const section = await card();
    expect(section.queryByRole('button', { name: 'Revenir à la couleur Créneau' })).not.toBeInTheDocument();
    await ui.clear(field);
    await ui.type(field, '#0f766e');
    expect(field).toHaveAccessibleDescription('Contraste 5,4:1 — lisible');
    expect(section.getByText('Réserver ce créneau')).toHaveStyle({ backgroundColor: '#0f766e' });

    await ui.click(section.getByRole('button', { name: 'Enregistrer' }));
    expect(await section.findByText('Votre page de réservation prend cette couleur.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/brand-color')[0]?.body).toEqual({ brandColor: '#0f766e' });
    expect(section.getByRole('button', { name: 'Revenir à la couleur Créneau' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('goes back to Créneau’s colour in one press, without confirmation', async () => {
    const { api, ui } = openSection('#0f766e', {
      'PUT /api/provider/brand-color': { body: { success: true, brandColor: null } },
    });
    const field = await codeField();
    const section = await card();
    expect(field).toHaveValue('#0f766e');
    await ui.click(section.getByRole('button', { name: 'Revenir à la couleur Créneau' }));
    expect(
      await section.findByText('Votre page de réservation reprend la couleur Créneau.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/brand-color')[0]?.body).toEqual({ brandColor: null });
    expect(field).toHaveValue('#4f46e5');
    await waitFor(() =>
      expect(section.queryByRole('button', { name: 'Revenir à la couleur Créneau' })).not.toBeInTheDocument(),
    );
  });

  it('shows a French message when the colour cannot be loaded', async () => {
    openSection(null, { 'GET /api/provider/brand-color': { status: 500, body: { success: false } } });
    expect(
      await (await card()).findByText(/Impossible de charger la couleur de votre page\./, {}, LOAD),
    ).toBeInTheDocument();
  });
});
