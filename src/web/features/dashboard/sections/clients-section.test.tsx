import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TClientSummary } from '../../../../shared/schemas/booking';
import { renderApp } from '../../../test/render-app';
import { LOAD, stubProviderApi } from '../components/bookings/booking-fixtures';

vi.mock('../../../lib/realtime/use-provider-booking-events', () => ({ useProviderBookingEvents: () => {} }));

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
