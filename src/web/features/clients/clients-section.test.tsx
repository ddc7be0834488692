import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TClientSummary } from '../../../shared/schemas/booking';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../lib/realtime/use-provider-booking-events', () => ({ useProviderBookingEvents: () => {} }));

const JEANNE: TClientSummary = {
  name: 'Jeanne Dupont',
  email: 'jeanne@example.fr',
  phone: '06 12 34 56 78',
  visits: 3,
  lastVisit: '2026-11-12T09:30:00.000Z',
  nextVisit: '2026-12-03T13:00:00.000Z',
};
const PAUL: TClientSummary = {
  name: 'Paul Martin',
  email: '',
  phone: '0601020304',
  visits: 1,
  lastVisit: null,
  nextVisit: '2026-11-30T08:00:00.000Z',
};

describe('clients list', () => {
  it('lists the clients with their visits and searches on the server once typing pauses', async () => {
    const api = stubProviderApi({
      'GET /api/clients': ({ url }) => {
        const q = new URL(url, 'http://x').searchParams.get('q');
        return {
          body: { success: true, clients: q ? [JEANNE].filter((c) => c.name.includes(q)) : [JEANNE, PAUL] },
        };
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');

    const table = await screen.findByRole('table', { name: 'Vos clients' }, LOAD);
    const row = within(
      within(table).getByRole('rowheader', { name: 'Jeanne Dupont' }).closest('tr') as HTMLElement,
    );
    expect(row.getByRole('link', { name: 'jeanne@example.fr' })).toHaveAttribute(
      'href',
      'mailto:jeanne@example.fr',
    );
    expect(row.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678');
    expect(row.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '12 nov. 2026' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '3 déc. 2026 à 14:00' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Phones get the same clients as cards.
    expect(within(screen.getByRole('list', { name: 'Vos clients' })).getAllByRole('listitem')).toHaveLength(
      2,
    );

    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Jeanne');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const urls = api.callsTo('GET /api/clients').map((c) => c.url);
    // One request for the first list, one after the pause: not one per key.
    expect(urls).toEqual(['/api/clients', '/api/clients?q=Jeanne']);

    await ui.clear(screen.getByRole('searchbox', { name: 'Rechercher un client' }));
    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Zoé');
    expect(await screen.findByText('Aucun client ne correspond à « Zoé ».')).toBeInTheDocument();
  });

  it('explains the empty list of a new account', async () => {
    stubProviderApi({ 'GET /api/clients': { body: { success: true, clients: [] } } });
    renderApp('/dashboard/clients');
    expect(await screen.findByText('Aucun client pour le moment', {}, LOAD)).toBeInTheDocument();
  });
});

/** jsdom has no object URLs and cannot follow a download link: record what would be saved instead. */
function captureDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:test/client', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
  return saved;
}

function rowOf(name: string): ReturnType<typeof within> {
  const table = screen.getByRole('table', { name: 'Vos clients' });
  return within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
}

describe('clients data rights', () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports one client’s data as the JSON file, by e-mail', async () => {
    const saved = captureDownloads();
    const client = { ...JEANNE, email: 'jeanne+rdv@example.fr' };
    const api = stubProviderApi({
      'GET /api/clients': { body: { success: true, clients: [client, PAUL] } },
      'GET /api/gdpr/clients/export': { body: { success: true, client: { email: client.email } } },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');
    await screen.findByRole('table', { name: 'Vos clients' }, LOAD);

    await ui.click(
      rowOf('Jeanne Dupont').getByRole('button', { name: 'Exporter ses données de Jeanne Dupont' }),
    );
    await waitFor(() => expect(saved).toEqual(['donnees-client.json']));
    expect(api.callsTo('GET /api/gdpr/clients/export').map((c) => c.url)).toEqual([
      '/api/gdpr/clients/export?email=jeanne%2Brdv%40example.fr',
    ]);
    // Found by e-mail on the server: a client booked by phone only has no action.
    expect(rowOf('Paul Martin').queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf('Paul Martin').getByText('Sans e-mail')).toBeInTheDocument();
  });

  it('says why an export failed', async () => {
    captureDownloads();
    stubProviderApi({
      'GET /api/clients': { body: { success: true, clients: [JEANNE] } },
      'GET /api/gdpr/clients/export': {
        status: 404,
        body: { success: false, message: 'Aucun rendez-vous avec cette adresse e-mail.' },
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');
    await screen.findByRole('table', { name: 'Vos clients' }, LOAD);
    await ui.click(rowOf('Jeanne Dupont').getByRole('button', { name: /^Exporter ses données/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’exporter les données de Jeanne Dupont. Aucun rendez-vous avec cette adresse e-mail.',
    );
  });

  it('erases a client after confirmation, tells how many bookings were anonymised and reloads', async () => {
    let erased = false;
    const api = stubProviderApi({
      'GET /api/clients': () => ({ body: { success: true, clients: erased ? [PAUL] : [JEANNE, PAUL] } }),
      'POST /api/gdpr/clients/erase': () => {
        erased = true;
        return { body: { success: true, erased: 3 } };
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');
    // Phones: the card carries the same actions as the table row.
    const cards = within(await screen.findByRole('list', { name: 'Vos clients' }, LOAD));
    await ui.click(cards.getByRole('button', { name: 'Effacer ses données de Jeanne Dupont' }));

    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Effacer les données de Jeanne Dupont ?' }),
    );
    expect(
      dialog.getByText(
        'Ses rendez-vous restent dans votre agenda, anonymisés ; ses rappels sont annulés. Action irréversible.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/gdpr/clients/erase')).toHaveLength(0);
    await ui.click(dialog.getByRole('button', { name: 'Effacer ses données' }));

    expect(
      await screen.findByText('Données de Jeanne Dupont effacées : 3 rendez-vous anonymisés.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/gdpr/clients/erase')[0]?.body).toEqual({ email: 'jeanne@example.fr' });
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Jeanne Dupont' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('GET /api/clients')).toHaveLength(2);
  });

  it('keeps the dialog open with the reason when the erasure fails, and cancels without a request', async () => {
    const api = stubProviderApi({
      'GET /api/clients': { body: { success: true, clients: [JEANNE] } },
      'POST /api/gdpr/clients/erase': {
        status: 503,
        body: { message: 'Service momentanément indisponible' },
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');
    await screen.findByRole('table', { name: 'Vos clients' }, LOAD);
    await ui.click(rowOf('Jeanne Dupont').getByRole('button', { name: /^Effacer ses données/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await ui.click(dialog.getByRole('button', { name: 'Effacer ses données' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Service momentanément indisponible');

    await ui.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/gdpr/clients/erase')).toHaveLength(1);
    expect(rowOf('Jeanne Dupont').getByRole('rowheader')).toBeInTheDocument();
  });
});
