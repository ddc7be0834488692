import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] }));

const at = (start: string, minutes = 30) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

describe('appointments list', () => {
  it('groups the upcoming bookings by day, then shows the past and the cancelled ones', async () => {
    const bookings = [
      createBooking({
        ...at('2026-11-26T07:00:00.000Z'),
        client: { name: 'Déjà passé', email: '', phone: '' },
      }),
      createBooking({
        ...at('2026-11-26T13:00:00.000Z'),
        client: { name: 'Alice Cet après-midi', email: '', phone: '' },
      }),
      createBooking({
        ...at('2026-11-27T09:00:00.000Z'),
        client: { name: 'Bruno Demain', email: '', phone: '' },
      }),
      createBooking({
        ...at('2026-12-03T09:00:00.000Z'),
        client: { name: 'Chloé Jeudi', email: '', phone: '' },
      }),
      createBooking({
        ...at('2026-11-28T09:00:00.000Z'),
        status: 'cancelled',
        client: { name: 'Annulée Samedi', email: '', phone: '' },
      }),
    ];
    const api = stubProviderApi({
      'GET /api/bookings': ({ url }) => {
        const params = new URL(url, 'http://x').searchParams;
        const statuses = params.get('status')?.split(',');
        return {
          body: { success: true, bookings: bookings.filter((b) => !statuses || statuses.includes(b.status)) },
        };
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/appointments');

    const todayGroup = await screen.findByRole('region', { name: "Aujourd'hui" }, LOAD);
    expect(within(todayGroup).getByText('Alice Cet après-midi')).toBeInTheDocument();
    expect(within(todayGroup).getByText('14:00 – 14:30')).toBeInTheDocument();
    expect(screen.queryByText('Déjà passé')).not.toBeInTheDocument();
    expect(screen.queryByText('Annulée Samedi')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Demain' })).getByText('Bruno Demain'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'jeudi 3 décembre' })).getByText('Chloé Jeudi'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      "Aujourd'hui",
      'Demain',
      'jeudi 3 décembre',
    ]);
    expect(new URL(api.callsTo('GET /api/bookings')[0]?.url ?? '', 'http://x').searchParams.get('from')).toBe(
      '2026-11-25T23:00:00.000Z',
    );

    await ui.click(screen.getByRole('button', { name: 'Passés' }));
    expect(await screen.findByText('Déjà passé')).toBeInTheDocument();
    expect(screen.queryByText('Bruno Demain')).not.toBeInTheDocument();
    // The past reads back from today: the latest first.
    expect(
      new URL(api.callsTo('GET /api/bookings').at(-1)?.url ?? '', 'http://x').searchParams.get('order'),
    ).toBe('desc');

    await ui.click(screen.getByRole('button', { name: 'Annulés' }));
    expect(await screen.findByText('Annulée Samedi')).toBeInTheDocument();
    expect(screen.queryByText('Déjà passé')).not.toBeInTheDocument();
    expect(
      new URL(api.callsTo('GET /api/bookings').at(-1)?.url ?? '', 'http://x').searchParams.get('status'),
    ).toBe('cancelled');

    await ui.click(screen.getByRole('button', { name: /Annulée Samedi/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    expect(dialog.getByText('Annulation')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Annuler le rendez-vous' })).not.toBeInTheDocument();
  });

  it('says so when nothing is coming', async () => {
    stubProviderApi({ 'GET /api/bookings': { body: { success: true, bookings: [] } } });
    renderApp('/dashboard/appointments');
    expect(await screen.findByText('Aucun rendez-vous à venir', {}, LOAD)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubProviderApi({ 'GET /api/bookings': { status: 500, body: { message: 'Erreur' } } });
    renderApp('/dashboard/appointments');
    expect(await screen.findByText(/^Impossible de charger vos rendez-vous\./, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('searches a client after a pause in typing, and says when nobody matches', async () => {
    const api = stubProviderApi({
      'GET /api/bookings': ({ url }) => {
        const q = new URL(url, 'http://x').searchParams.get('q');
        const all = [
          createBooking({
            ...at('2026-11-27T09:00:00.000Z'),
            client: { name: 'Élodie Lefèvre', email: '', phone: '' },
          }),
          createBooking({
            ...at('2026-11-28T09:00:00.000Z'),
            client: { name: 'Marc Dupont', email: '', phone: '' },
          }),
        ];
        return {
          body: { success: true, bookings: q === 'zoé' ? [] : q ? all.slice(0, 1) : all, nextCursor: null },
        };
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/appointments');
    expect(await screen.findByText('Marc Dupont', {}, LOAD)).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: /Rechercher un client/ });
    await ui.type(search, 'élo');
    await waitFor(() => expect(screen.queryByText('Marc Dupont')).not.toBeInTheDocument());
    expect(screen.getByText('Élodie Lefèvre')).toBeInTheDocument();
    const searched = api
      .callsTo('GET /api/bookings')
      .map((c) => new URL(c.url, 'http://x').searchParams.get('q'));
    // One request once typing pauses, not one per key.
    expect(searched.filter((q) => q !== null)).toEqual(['élo']);
    await ui.clear(search);
    await ui.type(search, 'zoé');
    expect(await screen.findByText('Aucun rendez-vous ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('goes back further with « Du » and loads the next page with « Charger plus »', async () => {
    const older = createBooking({
      ...at('2026-03-02T09:00:00.000Z'),
      client: { name: 'Anne Mars', email: '', phone: '' },
    });
    const newer = createBooking({
      ...at('2026-12-02T09:00:00.000Z'),
      client: { name: 'Zoé Décembre', email: '', phone: '' },
    });
    const api = stubProviderApi({
      'GET /api/bookings': ({ url }) => {
        const cursor = new URL(url, 'http://x').searchParams.get('cursor');
        return {
          body: cursor
            ? { success: true, bookings: [newer], nextCursor: null }
            : { success: true, bookings: [older], nextCursor: 'page-2' },
        };
      },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/appointments');
    await ui.click(await screen.findByRole('button', { name: 'Tous' }, LOAD));
    const from = screen.getByLabelText('Du');
    expect(from).toHaveValue('2026-09-27');
    await ui.clear(from);
    await ui.type(from, '2026-01-01');
    const lastList = () =>
      new URL(api.callsTo('GET /api/bookings').at(-1)?.url ?? '', 'http://x').searchParams;
    await waitFor(() => expect(lastList().get('from')).toBe('2025-12-31T23:00:00.000Z'));
    expect(await screen.findByText('Anne Mars')).toBeInTheDocument();
    const first = lastList();
    expect(first.get('limit')).toBe('50');
    expect(first.get('status')).toBeNull();
    expect(screen.queryByText('Zoé Décembre')).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('Zoé Décembre')).toBeInTheDocument();
    expect(screen.getByText('Anne Mars')).toBeInTheDocument();
    expect(
      new URL(api.callsTo('GET /api/bookings').at(-1)?.url ?? '', 'http://x').searchParams.get('cursor'),
    ).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it('exports the current filters as a CSV with the session, and says so in French when it fails', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:test/csv', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.href.startsWith('blob:')) saved.push(this.download);
    });
    let fail = false;
    const api = stubProviderApi({
      'GET /api/bookings': { body: { success: true, bookings: [], nextCursor: null } },
      'GET /api/bookings/export.csv': () =>
        fail
          ? {
              status: 400,
              body: {
                success: false,
                code: 'VALIDATION',
                message: 'Plus de 10 000 rendez-vous correspondent.',
              },
            }
          : { body: 'Date;Heure' },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard/appointments');
    await ui.click(await screen.findByRole('button', { name: 'Annulés' }, LOAD));
    await ui.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = api.callsTo('GET /api/bookings/export.csv')[0];
    const params = new URL(csv?.url ?? '', 'http://x').searchParams;
    expect(params.get('status')).toBe('cancelled');
    expect(params.get('from')).toBe('2026-09-26T22:00:00.000Z');
    expect(params.get('limit')).toBeNull();
    expect(csv?.headers.Authorization).toMatch(/^Bearer /);
    fail = true;
    await ui.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByText(/Plus de 10 000 rendez-vous correspondent/)).toBeInTheDocument();
    click.mockRestore();
  });
});
