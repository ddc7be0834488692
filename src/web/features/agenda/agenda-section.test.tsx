import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { createBooking, LOAD, openAgenda, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

describe('agenda calendar', () => {
  // Live bookings arrive as the server sends them: through the tab's socket (a fake one here).
  const live = useFakeSocketAndAlert();

  it('opens on the month, Monday first, with the bookings of the visible weeks', async () => {
    const { api } = openAgenda([createBooking({ client: { name: 'Jeanne Dupont', email: '', phone: '' } })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Novembre 2026' }, LOAD)).toBeInTheDocument();
    const month = screen.getByRole('list', { name: 'Calendrier de novembre 2026' });
    const cells = within(month)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === month);
    expect(cells[0]).toHaveAccessibleName('lundi 26 octobre');
    expect(cells).toHaveLength(42);
    await waitFor(() => expect(cells[cells.length - 1]).toHaveAccessibleName('dimanche 6 décembre, fermé'));
    expect(
      await screen.findByRole('button', {
        name: /^10:30 Jeanne Dupont\s*· Coupe femme, jusqu’à 11:00, Confirmé$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mois' })).toHaveAttribute('aria-pressed', 'true');
    const listCall = api.callsTo('GET /api/bookings')[0];
    expect(new URL(listCall?.url ?? '', 'http://x').searchParams.get('from')).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    expect(new URL(listCall?.url ?? '', 'http://x').searchParams.get('to')).toBe('2026-12-06T23:00:00.000Z');
  });

  it('shades closed time: the lunch break, a Sunday, and a day closed by an exception', async () => {
    const { ui } = openAgenda(
      [],
      {},
      {
        'GET /api/availability/overrides': {
          body: {
            success: true,
            overrides: [{ id: 'o1', date: '2026-11-25', ranges: [], note: 'Formation' }],
          },
        },
      },
    );
    await ui.click(await screen.findByRole('button', { name: 'Semaine' }, LOAD));
    const shaded = (day: string) => {
      const column = screen.getByRole('region', { name: day });
      return [...column.querySelectorAll<HTMLElement>('[data-closed]')].map((el) => [
        el.style.top,
        el.style.height,
      ]);
    };
    // 09:00–18:00 shown at 72 px an hour: closed from 12:30 to 14:00.
    await waitFor(() => expect(shaded('lundi 23 novembre')).toEqual([['252px', '108px']]));
    expect(shaded('mercredi 25 novembre')).toEqual([['0px', '648px']]);
    expect(shaded('dimanche 29 novembre')).toEqual([['0px', '648px']]);
    expect(screen.getByRole('button', { name: /^mer\. 25 fermé, voir le/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^lun\. 23, voir le/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Légende de l’agenda' })).toHaveTextContent(
      'Fermé (hors horaires, pauses, exceptions)',
    );
  });

  it('shows a week from Monday with the 09:00–18:00 working hours, then one day', async () => {
    const { ui } = openAgenda([]);
    await ui.click(await screen.findByRole('button', { name: 'Semaine' }, LOAD));
    expect(screen.getByRole('heading', { level: 2, name: '23 – 29 novembre 2026' })).toBeInTheDocument();
    const columns = screen.getAllByRole('region');
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual([
      'lundi 23 novembre',
      'mardi 24 novembre',
      'mercredi 25 novembre',
      'jeudi 26 novembre',
      'vendredi 27 novembre',
      'samedi 28 novembre',
      'dimanche 29 novembre',
    ]);
    const monday = within(columns[0] as HTMLElement);
    expect(
      monday.getByRole('button', { name: 'Nouveau rendez-vous le lundi 23 novembre à 09:00' }),
    ).toBeInTheDocument();
    expect(
      monday.getByRole('button', { name: 'Nouveau rendez-vous le lundi 23 novembre à 17:30' }),
    ).toBeInTheDocument();
    expect(monday.queryByRole('button', { name: /à 08:30$/ })).not.toBeInTheDocument();
    expect(monday.queryByRole('button', { name: /à 18:00$/ })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Jour' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Jeudi 26 novembre 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await ui.click(screen.getByRole('button', { name: 'Jour suivant' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Vendredi 27 novembre 2026' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    expect(screen.getByRole('heading', { level: 2, name: 'Jeudi 26 novembre 2026' })).toBeInTheDocument();
  });

  it('follows the settings: week view first, other hours, and stretches them to a late booking', async () => {
    const late = createBooking({ start: '2026-11-24T18:30:00.000Z', end: '2026-11-24T19:15:00.000Z' });
    openAgenda([late], { calendarView: 'week', workDayStart: '08:00', workDayEnd: '12:00' });
    expect(
      await screen.findByRole('button', { name: /^19:30 – 20:15\s*Jeanne Dupont/ }, LOAD),
    ).toBeInTheDocument();
    const tuesday = screen.getByRole('region', { name: 'mardi 24 novembre' });
    expect(within(tuesday).getByRole('button', { name: /à 08:00$/ })).toBeInTheDocument();
    // The booking ends at 20:15 in Paris: the grid runs to 21:00.
    expect(within(tuesday).getByRole('button', { name: /à 20:30$/ })).toBeInTheDocument();
    expect(within(tuesday).queryByRole('button', { name: /à 21:00$/ })).not.toBeInTheDocument();
    expect(
      within(tuesday).getByRole('button', { name: /^19:30 – 20:15\s*Jeanne Dupont/ }),
    ).toBeInTheDocument();
  });

  it('shows a booking made online at once, with a toast, and follows its later changes', async () => {
    const { ui } = openAgenda([]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Novembre 2026' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chargement des rendez-vous…')).not.toBeInTheDocument());
    const booking = createBooking({ start: '2026-11-27T15:00:00.000Z', end: '2026-11-27T15:30:00.000Z' });
    await waitFor(() => expect(live.socket.inUse).toBe(true));
    act(() => live.socket.receive('booking_created', booking));
    // The query cache tells its observers on the next tick: find*, not get*.
    expect(
      await screen.findByRole('button', {
        name: /^16:00 Jeanne Dupont\s*· Coupe femme, jusqu’à 16:30, Confirmé$/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nouveau rendez-vous : Jeanne Dupont le vendredi 27 novembre 2026 à 16:00'),
    ).toBeInTheDocument();

    act(() => {
      live.socket.receive('booking_updated', { ...booking, status: 'cancelled' });
      // Outside the visible month: not drawn in it.
      live.socket.receive(
        'booking_created',
        createBooking({ start: '2027-01-05T09:00:00.000Z', end: '2027-01-05T09:30:00.000Z' }),
      );
    });
    expect(
      await screen.findByRole('button', {
        name: /^16:00 Jeanne Dupont\s*· Coupe femme, jusqu’à 16:30, Annulé$/,
      }),
    ).toHaveClass('line-through');
    expect(screen.getAllByRole('button', { name: /Jeanne Dupont/ })).toHaveLength(1);

    act(() => live.socket.receive('booking_deleted', booking));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^16:00 Jeanne Dupont/ })).not.toBeInTheDocument(),
    );
    await ui.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText(/^Nouveau rendez-vous :/)).not.toBeInTheDocument();
  });

  it('opens the booking a notification links to (?booking=<id>), and says when it no longer exists', async () => {
    const booking = createBooking({ client: { name: 'Léa Martin', email: 'lea@example.fr', phone: '' } });
    const gone = '10000000-0000-4000-8000-00000000dead';
    const api = stubProviderApi({
      'GET /api/bookings': { body: { success: true, bookings: [] } },
      [`GET /api/bookings/${booking.id}`]: { body: { success: true, booking } },
      [`GET /api/bookings/${booking.id}/emails`]: { body: { success: true, emails: [] } },
      [`GET /api/bookings/${gone}`]: {
        status: 404,
        body: { success: false, message: 'Rendez-vous introuvable' },
      },
    });
    const view = renderApp(`/dashboard/agenda?booking=${booking.id}`);
    const ui = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }, LOAD);
    expect(within(dialog).getByText('Léa Martin')).toBeInTheDocument();
    expect(api.callsTo(`GET /api/bookings/${booking.id}`)).toHaveLength(1);

    // Closed: the address forgets the booking, so a reload does not open it again.
    await ui.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/agenda'));

    await act(() => view.router.navigate(`/dashboard/agenda?booking=${gone}`));
    expect(
      await screen.findByText('Ce rendez-vous est introuvable : il a peut-être été supprimé.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Détails du rendez-vous' })).not.toBeInTheDocument();
  });
});
