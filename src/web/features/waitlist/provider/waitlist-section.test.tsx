import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { seriousViolations } from '../../../test/axe';
import { LOAD, settingsBody, stubProviderApi } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';
import { ARCHIVED_ID, COLOUR, CUT, createEntry, waitlistApi } from './waitlist-fixtures.test-support';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] }));

const SERVICES = { body: { success: true, services: [COLOUR, CUT] } };

function setup(entries: TWaitlistEntry[], handlers = {}) {
  const list = { current: entries };
  const api = stubProviderApi({
    'GET /api/services': SERVICES,
    'GET /api/waitlist': waitlistApi(list),
    ...handlers,
  });
  return { api, list };
}

const JEANNE = createEntry({ createdAt: '2026-11-20T09:00:00.000Z' });
const PAUL = createEntry({
  from: '2026-12-15',
  to: '2026-12-22',
  client: { name: 'Paul Petit', email: 'paul@example.fr', phone: '' },
  status: 'offered',
  createdAt: '2026-11-21T09:00:00.000Z',
  offeredAt: '2026-11-25T13:05:00.000Z',
});
// Joined before Paul: listed before him in their window, whatever the server's order.
const AWA = createEntry({
  from: '2026-12-15',
  to: '2026-12-22',
  client: { name: 'Awa Diallo', email: 'awa@example.fr', phone: '+33 7 00 00 00 01' },
  createdAt: '2026-11-19T09:00:00.000Z',
});
const MARC = createEntry({
  serviceId: COLOUR.id,
  from: '2026-11-28',
  to: '2026-12-03',
  client: { name: 'Marc Leroy', email: 'marc@example.fr', phone: '' },
  status: 'booked',
  createdAt: '2026-11-22T09:00:00.000Z',
  offeredAt: '2026-11-24T08:00:00.000Z',
  bookingStart: '2026-12-04T09:30:00.000Z',
});
const LINA = createEntry({
  serviceId: ARCHIVED_ID,
  from: '2026-12-30',
  to: '2027-01-08',
  client: { name: 'Lina Roux', email: 'lina@example.fr', phone: '' },
  createdAt: '2025-12-30T09:00:00.000Z',
});

const region = (name: string) => screen.getByRole('region', { name });
const names = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('« Liste d’attente » in the dashboard', () => {
  it('groups the entries by service, then by window, each with its contact, dates and status', async () => {
    setup([JEANNE, PAUL, AWA, MARC, LINA]);
    renderApp('/dashboard/waitlist');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Liste d'attente" }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/Les clients qui attendent qu'un créneau se libère\./)).toHaveTextContent(
      "Dès qu'un créneau correspondant se libère, nous leur écrivons, dans l'ordre d'inscription.",
    );
    await screen.findByText('Jeanne Dupont', {}, LOAD);

    // The services' order, then a service archived since.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Couleur',
      'Coupe femme',
      'Prestation archivée',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'du 28 novembre au 3 décembre',
      'le mardi 15 décembre',
      'du 15 au 22 décembre',
      'du 30 décembre 2026 au 8 janvier 2027',
    ]);

    const day = region('Coupe femme, le mardi 15 décembre');
    expect(names(day)).toEqual(['Jeanne Dupont']);
    expect(within(day).getByRole('link', { name: 'jeanne@example.fr' })).toHaveAttribute(
      'href',
      'mailto:jeanne@example.fr',
    );
    expect(within(day).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
    expect(within(day).getByText('Inscrit(e) le 20 novembre')).toBeInTheDocument();
    expect(within(day).getByText('En attente')).toBeInTheDocument();

    const week = region('Coupe femme, du 15 au 22 décembre');
    expect(names(week)).toEqual(['Awa Diallo', 'Paul Petit']);
    expect(within(week).getByText('Créneau proposé le 25 novembre à 14:05')).toBeInTheDocument();
    // No phone given: no phone link.
    expect(
      within(week)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['mailto:awa@example.fr', 'tel:+33700000001', 'mailto:paul@example.fr']);

    const alert = region('Couleur, du 28 novembre au 3 décembre');
    expect(within(alert).getByText('A réservé')).toBeInTheDocument();
    expect(
      within(alert).getByText('Veut avancer son rendez-vous du vendredi 4 décembre à 10:30'),
    ).toBeInTheDocument();

    // Last year's sign-up says its year.
    expect(
      within(region('Prestation archivée, du 30 décembre 2026 au 8 janvier 2027')).getByText(
        'Inscrit(e) le 30 décembre 2025',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/désactivée/)).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('filters by status through the API', async () => {
    const { api } = setup([JEANNE, PAUL, MARC]);
    const user = userEvent.setup();
    renderApp('/dashboard/waitlist');
    await screen.findByText('Jeanne Dupont', {}, LOAD);
    const filters = screen.getByRole('group', { name: 'Afficher les inscriptions' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tous', 'En attente', 'Créneau proposé', 'Réservé']);
    expect(within(filters).getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Créneau proposé' }));
    expect(await screen.findByText('Paul Petit')).toBeInTheDocument();
    expect(screen.queryByText('Jeanne Dupont')).not.toBeInTheDocument();
    expect(screen.queryByText('Marc Leroy')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/waitlist').map((c) => c.url)).toContain('/api/waitlist?status=offered');

    await user.click(within(filters).getByRole('button', { name: 'Réservé' }));
    expect(await screen.findByText('Marc Leroy')).toBeInTheDocument();
    expect(screen.queryByText('Paul Petit')).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'En attente' }));
    expect(await screen.findByText('Jeanne Dupont')).toBeInTheDocument();
    expect(screen.queryByText('Marc Leroy')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/waitlist').at(-1)?.url).toBe('/api/waitlist?status=waiting');
  });

  it('removes an entry after a confirmation, and cancelling removes nothing', async () => {
    const { api, list } = setup([JEANNE, PAUL], {
      [`DELETE /api/waitlist/${JEANNE.id}`]: () => {
        list.current = list.current.filter((entry) => entry.id !== JEANNE.id);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/waitlist');
    await user.click(await screen.findByRole('button', { name: 'Retirer Jeanne Dupont' }, LOAD));
    let dialog = await screen.findByRole('alertdialog', {
      name: "Retirer Jeanne Dupont de la liste d'attente ?",
    });
    expect(dialog).toHaveTextContent('Cette personne ne sera plus prévenue.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/waitlist/${JEANNE.id}`)).toHaveLength(0);
    expect(screen.getByText('Jeanne Dupont')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirer Jeanne Dupont' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(screen.queryByText('Jeanne Dupont')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/waitlist/${JEANNE.id}`)).toHaveLength(1);
    expect(screen.getByText('Paul Petit')).toBeInTheDocument();
    // The menu's count read the list again too.
    expect(screen.getAllByRole('link', { name: "Liste d'attente, 1 en attente" })[0]).toBeInTheDocument();
  });

  it('shows why a removal failed in the dialog, in French, and keeps the entry', async () => {
    setup([JEANNE], {
      [`DELETE /api/waitlist/${JEANNE.id}`]: {
        status: 403,
        body: { success: false, code: 'FORBIDDEN', message: 'Cette inscription ne vous concerne pas.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/waitlist');
    await user.click(await screen.findByRole('button', { name: 'Retirer Jeanne Dupont' }, LOAD));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette inscription ne vous concerne pas.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('Jeanne Dupont')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and « Réessayer » loads it', async () => {
    let failing = true;
    setup([], {
      'GET /api/waitlist': () =>
        failing
          ? { status: 500, body: { success: false, message: 'Erreur interne du serveur' } }
          : { body: { success: true, entries: [JEANNE] } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/waitlist');
    expect(
      await screen.findByText("Impossible de charger la liste d'attente.", { exact: false }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Jeanne Dupont')).toBeInTheDocument();
  });

  it('says nobody waits and how clients join; with a status chosen, that none has it', async () => {
    setup([]);
    const user = userEvent.setup();
    renderApp('/dashboard/waitlist');
    expect(
      await screen.findByRole('heading', { name: "Personne n'attend pour l'instant." }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/Quand un jour est complet sur votre page de réservation/)).toHaveTextContent(
      '« Être prévenu(e) si un créneau se libère »',
    );
    await user.click(screen.getByRole('button', { name: 'Réservé' }));
    expect(
      await screen.findByRole('heading', { name: 'Aucune inscription avec ce statut' }),
    ).toBeInTheDocument();
  });

  it('says so when the waitlist is switched off, with a link to Paramètres', async () => {
    setup([JEANNE], { 'GET /api/settings': settingsBody({ waitlistEnabled: false }) });
    const user = userEvent.setup();
    const app = renderApp('/dashboard/waitlist');
    expect(await screen.findByText(/La liste d'attente est désactivée/, {}, LOAD)).toBeInTheDocument();
    // What is listed stays listed.
    expect(await screen.findByText('Jeanne Dupont')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "Activer la liste d'attente dans les Paramètres" }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/settings'));
    expect(app.router.state.location.hash).toBe('#liste-attente');
  });
});
