import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import { clientsPage, JEANNE, PAUL } from './clients-fixtures.test-support';

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('clients list', () => {
  it('lists the clients, each leading to their page, and searches once typing pauses', async () => {
    const api = stubProviderApi({
      'GET /api/clients': ({ url }) => {
        const q = paramsOf(url).q;
        return clientsPage(q ? [JEANNE].filter((c) => c.name.includes(q)) : [JEANNE, PAUL]);
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');

    const table = await screen.findByRole('table', { name: 'Vos clients' }, LOAD);
    const row = within(
      within(table).getByRole('rowheader', { name: 'Jeanne Dupont' }).closest('tr') as HTMLElement,
    );
    expect(row.getByRole('link', { name: 'Jeanne Dupont' })).toHaveAttribute(
      'href',
      `/dashboard/clients/${JEANNE.key}`,
    );
    // The e-mail holds one line: cut with an ellipsis, the whole address in its title.
    const email = row.getByRole('link', { name: JEANNE.email });
    expect(email).toHaveAttribute('href', `mailto:${JEANNE.email}`);
    expect(email).toHaveAttribute('title', JEANNE.email);
    expect(email).toHaveClass('truncate');
    expect(row.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(row.getByRole('cell', { name: '12 nov. 2026' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '3 déc. 2026 à 14:00' })).toBeInTheDocument();
    // No data-rights buttons on the rows any more: they live on the client's page.
    expect(within(table).queryByRole('button', { name: /Effacer|Exporter/ })).not.toBeInTheDocument();
    // Phones: the same clients as cards, each a link to the page.
    const cards = within(screen.getByRole('list', { name: 'Vos clients' }));
    expect(cards.getByRole('link', { name: 'Paul Martin' })).toHaveAttribute(
      'href',
      `/dashboard/clients/${PAUL.key}`,
    );
    expect(screen.getByText('2 clients')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);

    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Jeanne');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    // One request for the first list, one after the pause: not one per key.
    expect(api.callsTo('GET /api/clients').map((c) => paramsOf(c.url))).toEqual([
      { sort: 'name', dir: 'asc', page: '1' },
      { sort: 'name', dir: 'asc', page: '1', q: 'Jeanne' },
    ]);
    await ui.click(within(table).getByRole('link', { name: 'Jeanne Dupont' }));
    expect(await screen.findByRole('link', { name: 'Retour aux clients' }, LOAD)).toBeInTheDocument();
  });

  it('sorts by a column header, reversing it on a second click', async () => {
    const api = stubProviderApi({ 'GET /api/clients': clientsPage([JEANNE, PAUL]) });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');
    const table = within(await screen.findByRole('table', { name: 'Vos clients' }, LOAD));
    const header = (name: string) => table.getByRole('button', { name }).closest('th') as HTMLElement;
    expect(header('Nom')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Visites')).toHaveAttribute('aria-sort', 'none');

    await ui.click(table.getByRole('button', { name: 'Visites' }));
    await waitFor(() => expect(header('Visites')).toHaveAttribute('aria-sort', 'descending'));
    expect(header('Nom')).toHaveAttribute('aria-sort', 'none');
    await ui.click(table.getByRole('button', { name: 'Visites' }));
    await waitFor(() => expect(header('Visites')).toHaveAttribute('aria-sort', 'ascending'));
    await ui.click(table.getByRole('button', { name: 'Prochain rendez-vous' }));
    await waitFor(() => expect(header('Prochain rendez-vous')).toHaveAttribute('aria-sort', 'ascending'));
    expect(api.callsTo('GET /api/clients').map((c) => paramsOf(c.url))).toEqual([
      { sort: 'name', dir: 'asc', page: '1' },
      { sort: 'visits', dir: 'desc', page: '1' },
      { sort: 'visits', dir: 'asc', page: '1' },
      { sort: 'nextVisit', dir: 'asc', page: '1' },
    ]);
    // Phones have no headers: the same sorts from a picker.
    const picker = screen.getByRole('combobox', { name: 'Trier par' });
    expect(picker).toHaveDisplayValue('Prochain rendez-vous, le plus proche');
    await ui.selectOptions(picker, 'Nom, de Z à A');
    await waitFor(() => expect(header('Nom')).toHaveAttribute('aria-sort', 'descending'));
    expect(paramsOf(api.callsTo('GET /api/clients').at(-1)?.url ?? '')).toEqual({
      sort: 'name',
      dir: 'desc',
      page: '1',
    });
  });

  it('pages thousands of clients, 50 at a time', async () => {
    const api = stubProviderApi({
      'GET /api/clients': ({ url }) => clientsPage(paramsOf(url).page === '2' ? [PAUL] : [JEANNE], 1234),
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');
    const pager = within(await screen.findByRole('navigation', { name: 'Pages des clients' }, LOAD));
    expect(screen.getByText('1234 clients')).toBeInTheDocument();
    expect(pager.getByText('Page 1 sur 25')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Précédent' })).toBeDisabled();

    await ui.click(pager.getByRole('button', { name: 'Suivant' }));
    expect(await pager.findByText('Page 2 sur 25')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Paul Martin' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/clients').at(-1)?.url).toBe('/api/clients?sort=name&dir=asc&page=2');
    await ui.click(pager.getByRole('button', { name: 'Précédent' }));
    expect(await pager.findByText('Page 1 sur 25')).toBeInTheDocument();
  });

  it('explains the empty list of a new account and a search that finds nobody', async () => {
    stubProviderApi({
      'GET /api/clients': clientsPage([], 0),
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/clients');
    expect(await screen.findByText('Aucun client pour le moment', {}, LOAD)).toBeInTheDocument();
    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Zoé');
    expect(await screen.findByText('Aucun client ne correspond à « Zoé ».')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    stubProviderApi({ 'GET /api/clients': { status: 503, body: { message: 'Indisponible' } } });
    renderApp('/dashboard/clients');
    expect(await screen.findByText('Impossible de charger vos clients.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
