import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe';
import type { THandler } from '../../test/fetch-stub';
import { createService, LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import { clientsPage, JEANNE, PAUL, paulDetails } from './clients-fixtures.test-support';

const PAGE = `/api/clients/${PAUL.key}`;

function openPaul(handlers: Record<string, THandler> = {}) {
  const api = stubProviderApi({
    [`GET ${PAGE}`]: { body: { success: true, client: paulDetails() } },
    'GET /api/clients': clientsPage([JEANNE, PAUL]),
    ...handlers,
  });
  const view = renderApp(`/dashboard/clients/${PAUL.key}`);
  return { api, view, ui: userEvent.setup() };
}

/** jsdom has no object URLs and cannot follow a download link: record what would be saved instead. */
function captureDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:test/client', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
  return saved;
}

describe('a client’s page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the contact, visits, next appointment and history in French, with no serious axe violation', async () => {
    openPaul();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paul Martin' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux clients' })).toHaveAttribute(
      'href',
      '/dashboard/clients',
    );
    expect(screen.getByRole('link', { name: '06 01 02 03 04' })).toHaveAttribute('href', 'tel:+33601020304');
    expect(screen.getByText('Pas d’adresse e-mail')).toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: 'Coordonnées' }));
    expect(figures.getByText('Visites').nextElementSibling).toHaveTextContent('1');
    expect(figures.getByText('Prochain rendez-vous').nextElementSibling).toHaveTextContent(
      '30 nov. 2099 à 09:00',
    );
    const upcoming = within(screen.getByRole('list', { name: 'À venir' }));
    expect(upcoming.getByRole('listitem')).toHaveTextContent('30 nov. 2099 à 09:00 · CouleurConfirmé');
    const past = within(screen.getByRole('list', { name: 'Passés' })).getAllByRole('listitem');
    expect(past.map((item) => item.textContent)).toEqual([
      '20 oct. 2026 à 10:00 · CoupeAbsent',
      expect.stringMatching(/^2 oct\. 2026 à 10:00 · CoupeEffectuéRéponses/),
    ]);
    expect(screen.getByRole('textbox', { name: 'Votre note sur ce client' })).toHaveValue('Préfère le matin');
    expect(await seriousViolations()).toEqual([]);
  });

  it('« Nouveau rendez-vous » opens the manual booking form with the client filled in as the page shows them (issue 37)', async () => {
    const { ui } = openPaul({
      'GET /api/services': {
        body: {
          success: true,
          services: [{ ...createService(), id: '20000000-0000-4000-8000-000000000001', name: 'Coupe' }],
        },
      },
      'GET /api/availability': { body: { success: true, timezone: 'Europe/Paris', weekly: [] } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Nouveau rendez-vous' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' }));
    expect(await dialog.findByRole('combobox', { name: 'Nom du client' })).toHaveValue('Paul Martin');
    expect(dialog.getByRole('combobox', { name: 'E-mail (facultatif)' })).toHaveValue('');
    expect(dialog.getByRole('combobox', { name: 'Téléphone' })).toHaveValue('0601020304');
    expect(dialog.getByLabelText('Heure')).toHaveValue('');
  });

  it('shows a booking’s answers folded, as plain text, and nothing for a booking without any', async () => {
    const { api, ui } = openPaul();
    const past = within(await screen.findByRole('list', { name: 'Passés' }, LOAD));
    // Latest first: the 2 October visit is the second.
    const [, october2] = past.getAllByRole('listitem');
    await ui.click(within(october2 as HTMLElement).getByText('Réponses'));
    expect(await screen.findByText('<b>x</b>')).toBeInTheDocument();
    expect(screen.getByText('Allergies')).toBeInTheDocument();
    expect(screen.getByText('Non')).toBeInTheDocument();
    expect(document.querySelector('main b')).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('saves the note, and warns before leaving with it unsaved', async () => {
    const { api, ui } = openPaul({
      [`PUT ${PAGE}/note`]: ({ body }) => ({
        body: {
          success: true,
          note: (body as { note: string }).note,
          noteUpdatedAt: '2026-11-26T10:00:00.000Z',
        },
      }),
    });
    const note = await screen.findByRole('textbox', { name: 'Votre note sur ce client' }, LOAD);
    const save = screen.getByRole('button', { name: 'Enregistrer la note' });
    expect(save).toBeDisabled();
    await ui.clear(note);
    await ui.type(note, 'Allergie au latex');

    await ui.click(screen.getByRole('link', { name: 'Retour aux clients' }));
    const leave = within(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' }));
    await ui.click(leave.getByRole('button', { name: 'Annuler' }));

    await ui.click(save);
    expect(await screen.findByText('Note enregistrée.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${PAGE}/note`).map((c) => c.body)).toEqual([{ note: 'Allergie au latex' }]);
    expect(save).toBeDisabled();
    await ui.click(screen.getByRole('link', { name: 'Retour aux clients' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' }, LOAD)).toBeInTheDocument();
  });

  it('exports the data from the « Actions » menu, opened with the keyboard', async () => {
    const saved = captureDownloads();
    const { api, ui } = openPaul({ [`GET ${PAGE}/export`]: { body: { success: true } } });
    const actions = await screen.findByRole('button', { name: 'Actions' }, LOAD);
    actions.focus();
    await ui.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Exporter les données',
      'Effacer les données…',
    ]);
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['donnees-client.json']));
    expect(api.callsTo(`GET ${PAGE}/export`)).toHaveLength(1);
  });

  it('erases the data after confirmation and goes back to the list with the news', async () => {
    const { api, ui, view } = openPaul({ [`POST ${PAGE}/erase`]: { body: { success: true, erased: 3 } } });
    await ui.click(await screen.findByRole('button', { name: 'Actions' }, LOAD));
    await ui.click(await screen.findByRole('menuitem', { name: 'Effacer les données…' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Effacer les données de Paul Martin ?' }),
    );
    expect(api.callsTo(`POST ${PAGE}/erase`)).toHaveLength(0);
    await ui.click(dialog.getByRole('button', { name: 'Effacer ses données' }));

    expect(
      await screen.findByText('Données de Paul Martin effacées : 3 rendez-vous anonymisés.', {}, LOAD),
    ).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the dialog open with the reason when the erasure fails', async () => {
    const { ui } = openPaul({
      [`POST ${PAGE}/erase`]: { status: 503, body: { message: 'Service momentanément indisponible' } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Actions' }, LOAD));
    await ui.click(await screen.findByRole('menuitem', { name: 'Effacer les données…' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await ui.click(dialog.getByRole('button', { name: 'Effacer ses données' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Service momentanément indisponible');
  });

  it('says in French when the client is not found', async () => {
    openPaul({
      [`GET ${PAGE}`]: {
        status: 404,
        body: {
          success: false,
          code: 'NOT_FOUND',
          message: 'Client introuvable : aucun rendez-vous ne correspond à ce client.',
        },
      },
    });
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Impossible d’afficher la fiche de ce client. Client introuvable',
    );
  });
});
