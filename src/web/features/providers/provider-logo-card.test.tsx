import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGO_MESSAGES } from '../../../shared/schemas/provider-logo';
import { seriousViolations } from '../../test/axe';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, PROVIDER_ID, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

const LOGO_URL = `/api/public/providers/${PROVIDER_ID}/logo?v=1795715142644`;
const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

function openSection(logoUrl: string | null, handlers: Record<string, THandler> = {}) {
  const api = stubProviderApi({
    'GET /api/provider/logo': { body: { success: true, logoUrl } },
    'GET /api/provider/embed': { body: { success: true, origins: [] } },
    ...handlers,
  });
  renderApp('/dashboard/booking-page');
  // Leaving `accept` aside plays a person who picked « Tous les fichiers » in the file chooser.
  return { api, ui: userEvent.setup({ applyAccept: false }) };
}

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Photo ou logo' }, LOAD)).closest('section') as HTMLElement,
  );

describe('« Photo ou logo » (issue 15)', () => {
  it('sends the chosen image as is, then shows it in place of the initials', async () => {
    const { api, ui } = openSection(null, {
      'PUT /api/provider/logo': { body: { success: true, logoUrl: LOGO_URL } },
    });
    const section = await card();
    expect(await section.findByText('Aucune image pour l’instant.')).toBeInTheDocument();
    expect(section.queryByRole('img')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Retirer' })).not.toBeInTheDocument();

    await ui.upload(section.getByLabelText('Choisir une image'), png());
    expect(
      await section.findByText('Votre image est en ligne sur votre page de réservation.'),
    ).toBeInTheDocument();
    const [put] = api.callsTo('PUT /api/provider/logo');
    expect(put?.headers['Content-Type']).toBe('image/png');
    expect(section.getByRole('img', { name: 'Salon Camille' })).toHaveAttribute('src', LOGO_URL);
    expect(section.getByRole('button', { name: 'Retirer' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('refuses a GIF and a file over 2 MB before sending anything, and shows the server’s refusal', async () => {
    const { api, ui } = openSection(null, {
      'PUT /api/provider/logo': {
        status: 400,
        body: { success: false, code: 'VALIDATION', field: 'logo', message: LOGO_MESSAGES.unreadable },
      },
    });
    const section = await card();
    const input = await section.findByLabelText('Choisir une image');
    await ui.upload(input, new File(['GIF89a'], 'anime.gif', { type: 'image/gif' }));
    expect(await section.findByText(LOGO_MESSAGES.type)).toBeInTheDocument();
    await ui.upload(input, png(2 * 1024 * 1024 + 1));
    expect(await section.findByText(LOGO_MESSAGES.size)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/logo')).toHaveLength(0);

    await ui.upload(input, png());
    expect(await section.findByText(LOGO_MESSAGES.unreadable)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/provider/logo')).toHaveLength(1);
  });

  it('removes the image only once confirmed, and the initials come back', async () => {
    const { api, ui } = openSection(LOGO_URL, {
      'DELETE /api/provider/logo': { body: { success: true, logoUrl: null } },
    });
    const section = await card();
    expect(await section.findByRole('img', { name: 'Salon Camille' })).toHaveAttribute('src', LOGO_URL);

    await ui.click(section.getByRole('button', { name: 'Retirer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer votre photo ou logo ?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/provider/logo')).toHaveLength(0);

    await ui.click(section.getByRole('button', { name: 'Retirer' }));
    await ui.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retirer l’image' }),
    );
    expect(
      await section.findByText('Image retirée : vos initiales la remplacent sur votre page.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/provider/logo')).toHaveLength(1);
    expect(section.queryByRole('img')).not.toBeInTheDocument();
    expect(section.getByText('SC')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
