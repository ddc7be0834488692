import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBooking } from '../../../shared/schemas/booking';
import type { TOverviewResponse } from '../../../shared/schemas/overview';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import type { TRecordedCall } from '../../test/fetch-stub';
import { createBooking, createService, LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

// Thursday 26 November 2026, 11:00 in Paris: the week runs from Monday 23 to Sunday 29.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z'), toFake: ['Date'] }));

/** GET /api/bookings as the server answers it: the bookings overlapping [from, to). */
function bookingsIn(all: TBooking[]) {
  return (call: TRecordedCall) => {
    const query = new URL(call.url, 'http://x').searchParams;
    const from = Date.parse(query.get('from') ?? '');
    const to = Date.parse(query.get('to') ?? '');
    return {
      body: {
        success: true,
        bookings: all.filter((b) => Date.parse(b.start) < to && Date.parse(b.end) > from),
      },
    };
  };
}

const region = async (name: RegExp) => within(await screen.findByRole('region', { name }, LOAD));

const at = (start: string, overrides: Partial<TBooking> = {}) =>
  createBooking({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), ...overrides });

const NOTHING: TOverviewResponse = {
  success: true,
  cancellations: [],
  waitlist: { waiting: 0, offered: [], lastClaimed: null },
};

describe('overview: today and tomorrow (issue 37)', () => {
  const live = useFakeSocketAndAlert();

  it('lists each day with time, full name, prestation and place, and opens a booking', async () => {
    const all = [
      at('2026-11-26T08:00:00.000Z', { client: { name: 'Alice Matin', email: '', phone: '' } }),
      at('2026-11-26T13:30:00.000Z', {
        client: { name: 'Bruno Lefèvre', email: 'bruno@example.fr', phone: '' },
        serviceName: 'Bilan',
        location: { type: 'video', clientAddress: '', videoUrl: 'https://meet.jit.si/x' },
      }),
      at('2026-11-27T09:00:00.000Z', {
        client: { name: 'Chloé Demain', email: 'chloe@example.fr', phone: '' },
        serviceName: 'Massage',
        location: { type: 'home', clientAddress: '12 rue des Lilas, 69003 Lyon', videoUrl: null },
      }),
    ];
    const api = stubProviderApi({ 'GET /api/bookings': bookingsIn(all) });
    const ui = userEvent.setup();
    renderApp('/dashboard');

    const today = await region(/^Aujourd’hui/);
    expect(today.getByText('jeudi 26 novembre')).toBeInTheDocument();
    const rows = (await today.findAllByRole('button')).map((row) => row.textContent);
    expect(rows).toEqual([
      '09:00 – 09:30Alice MatinCoupe femme · Au cabinet',
      '14:30 – 15:00Bruno LefèvreBilan · En visio',
    ]);
    const tomorrow = await region(/^Demain/);
    expect(tomorrow.getByText('vendredi 27 novembre')).toBeInTheDocument();
    expect(
      await tomorrow.findByRole('button', {
        name: /10:00 – 10:30Chloé DemainMassage · À domicile · 12 rue des Lilas, 69003 Lyon/,
      }),
    ).toBeInTheDocument();
    const ranges = api
      .callsTo('GET /api/bookings')
      .map((c) => new URL(c.url, 'http://x').searchParams)
      .map((q) => `${q.get('from')}→${q.get('to')}`);
    expect(ranges).toEqual(
      expect.arrayContaining([
        '2026-11-25T23:00:00.000Z→2026-11-26T23:00:00.000Z',
        '2026-11-26T23:00:00.000Z→2026-11-27T23:00:00.000Z',
      ]),
    );

    await ui.click(tomorrow.getByRole('button', { name: /Chloé Demain/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    expect(dialog.getByRole('link', { name: 'chloe@example.fr' })).toBeInTheDocument();
  });

  it('says calmly when a day is free, and shows a booking made meanwhile', async () => {
    stubProviderApi({ 'GET /api/bookings': bookingsIn([]) });
    renderApp('/dashboard');
    const today = await region(/^Aujourd’hui/);
    expect(await today.findByText('Aucun rendez-vous aujourd’hui.')).toBeInTheDocument();
    const tomorrow = await region(/^Demain/);
    expect(await tomorrow.findByText('Aucun rendez-vous demain.')).toBeInTheDocument();

    await waitFor(() => expect(live.socket.inUse).toBe(true));
    act(() =>
      live.socket.receive(
        'booking_created',
        at('2026-11-27T16:00:00.000Z', { client: { name: 'Zoé Soir', email: '', phone: '' } }),
      ),
    );
    expect(await tomorrow.findByRole('button', { name: /Zoé Soir/ })).toBeInTheDocument();
    expect(today.getByText('Aucun rendez-vous aujourd’hui.')).toBeInTheDocument();
  });

  it('tells a failed load in French, and loads again on « Réessayer »', async () => {
    let fail = true;
    stubProviderApi({
      'GET /api/bookings': (call) =>
        fail ? { status: 500, body: { success: false, message: 'Erreur interne' } } : bookingsIn([])(call),
    });
    const ui = userEvent.setup();
    renderApp('/dashboard');
    const today = await region(/^Aujourd’hui/);
    expect(
      await today.findByText(/Impossible de charger les rendez-vous du jour\./, undefined, LOAD),
    ).toBeInTheDocument();
    fail = false;
    await ui.click(today.getByRole('button', { name: 'Réessayer' }));
    expect(await today.findByText('Aucun rendez-vous aujourd’hui.')).toBeInTheDocument();
  });
});

describe('overview: the week (issue 37)', () => {
  it('counts Monday to Sunday and sums the prices of confirmed and completed appointments', async () => {
    const all = [
      at('2026-11-23T08:00:00.000Z', { status: 'completed', priceCents: 4500 }),
      at('2026-11-24T08:00:00.000Z', { status: 'no_show', priceCents: 3000 }),
      at('2026-11-26T13:00:00.000Z', { priceCents: 6000 }),
      at('2026-11-29T17:00:00.000Z', { priceCents: 2050 }),
      at('2026-11-27T09:00:00.000Z', { status: 'cancelled', priceCents: 9900 }),
      at('2026-11-28T09:00:00.000Z', { status: 'awaiting_payment', priceCents: 9900 }),
      // Sunday 22 at 23:45 Paris, overlapping Monday: last week's.
      createBooking({ start: '2026-11-22T22:45:00.000Z', end: '2026-11-22T23:15:00.000Z', priceCents: 9900 }),
    ];
    const api = stubProviderApi({ 'GET /api/bookings': bookingsIn(all) });
    renderApp('/dashboard');
    const week = await region(/^Cette semaine/);
    expect(week.getByText('du lundi 23 novembre au dimanche 29 novembre')).toBeInTheDocument();
    expect(await week.findByText('Rendez-vous')).toBeInTheDocument();
    const figures = week.getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(['4', '125,50\u00a0€']);
    expect(week.getByText('Chiffre d’affaires prévu')).toBeInTheDocument();
    expect(week.getByText(/réglés ou non/)).toBeInTheDocument();
    const ranges = api
      .callsTo('GET /api/bookings')
      .map((c) => new URL(c.url, 'http://x').searchParams.get('from'));
    expect(ranges).toContain('2026-11-22T23:00:00.000Z');
  });
});

describe('overview: cancellations and waitlist (issue 37)', () => {
  const live = useFakeSocketAndAlert();

  it('lists the last cancellations with who and when, each opening its booking', async () => {
    const cancelled = at('2026-11-30T09:00:00.000Z', {
      status: 'cancelled',
      cancelledBy: 'client',
      client: { name: 'Hugo Martin', email: 'hugo@example.fr', phone: '' },
    });
    const api = stubProviderApi({
      'GET /api/bookings': bookingsIn([]),
      'GET /api/overview': {
        body: {
          ...NOTHING,
          cancellations: [
            {
              bookingId: cancelled.id,
              start: cancelled.start,
              clientName: 'Hugo Martin',
              serviceName: 'Coupe femme',
              cancelledBy: 'client',
              cancelledAt: '2026-11-26T09:55:00.000Z',
            },
            {
              bookingId: 'autre',
              start: '2026-11-20T09:00:00.000Z',
              clientName: 'Inès Roux',
              serviceName: 'Bilan',
              cancelledBy: 'provider',
              cancelledAt: '2026-11-19T09:00:00.000Z',
            },
          ],
        },
      },
      [`GET /api/bookings/${cancelled.id}`]: { body: { success: true, booking: cancelled } },
    });
    const ui = userEvent.setup();
    renderApp('/dashboard');
    const list = await region(/^Dernières annulations/);
    const hugo = await list.findByRole('link', { name: /Hugo Martin/ });
    expect(hugo).toHaveTextContent(
      'Hugo Martin · Coupe femmePrévu le lundi 30 novembre à 10:00 · annulé par le client il y a 5 minutes',
    );
    expect(list.getByRole('link', { name: /Inès Roux/ })).toHaveTextContent(
      'annulé par vous la semaine dernière',
    );

    await ui.click(hugo);
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    expect(dialog.getByRole('link', { name: 'hugo@example.fr' })).toBeInTheDocument();

    // A booking changed elsewhere: the list is asked again.
    const before = api.callsTo('GET /api/overview').length;
    await waitFor(() => expect(live.socket.inUse).toBe(true));
    act(() => live.socket.receive('booking_updated', { ...cancelled, id: 'encore' }));
    await waitFor(() => expect(api.callsTo('GET /api/overview').length).toBeGreaterThan(before));
  });

  it('says when nothing was cancelled and nobody waits', async () => {
    stubProviderApi({ 'GET /api/bookings': bookingsIn([]) });
    renderApp('/dashboard');
    expect(
      await (await region(/^Dernières annulations/)).findByText('Aucune annulation récente.'),
    ).toBeInTheDocument();
    const waitlist = await region(/^Liste d’attente/);
    expect(await waitlist.findByText('Personne n’attend de créneau pour le moment.')).toBeInTheDocument();
    expect(waitlist.getByRole('link', { name: 'Voir la liste d’attente' })).toHaveAttribute(
      'href',
      '/dashboard/waitlist',
    );
  });

  it('shows the offers out and the last one taken, each one click from the waitlist', async () => {
    const service = createService({ id: 's-bilan', name: 'Bilan' });
    const api = stubProviderApi({
      'GET /api/bookings': bookingsIn([]),
      'GET /api/services': { body: { success: true, services: [service] } },
      'GET /api/overview': {
        body: {
          ...NOTHING,
          waitlist: {
            waiting: 3,
            offered: [
              {
                entryId: 'e1',
                clientName: 'Paul Martin',
                serviceId: 's-bilan',
                offeredAt: '2026-11-26T08:00:00.000Z',
              },
            ],
            lastClaimed: {
              entryId: 'e2',
              clientName: 'Luc Bernard',
              serviceId: 's-bilan',
              offeredAt: '2026-11-25T10:00:00.000Z',
            },
          },
        },
      },
    });
    renderApp('/dashboard');
    const waitlist = await region(/^Liste d’attente/);
    expect(await waitlist.findByText('3 personnes attendent qu’un créneau se libère.')).toBeInTheDocument();
    const paul = waitlist.getByRole('link', { name: /Paul Martin/ });
    expect(paul).toHaveTextContent('Paul Martin · BilanCréneau proposé il y a 2 heures : pas encore réservé');
    expect(paul).toHaveAttribute('href', '/dashboard/waitlist');
    expect(waitlist.getByRole('link', { name: /Luc Bernard/ })).toHaveTextContent(
      'Créneau proposé hier : réservé',
    );

    // An offer taken or a client joining elsewhere: the glance is asked again.
    const before = api.callsTo('GET /api/overview').length;
    await waitFor(() => expect(live.socket.inUse).toBe(true));
    act(() => live.socket.receive('waitlist_changed', { entryId: 'e1' }));
    await waitFor(() => expect(api.callsTo('GET /api/overview').length).toBeGreaterThan(before));
  });

  it('tells a failed load of the overview in French, with « Réessayer »', async () => {
    stubProviderApi({
      'GET /api/bookings': bookingsIn([]),
      'GET /api/overview': { status: 500, body: { success: false, message: 'Erreur interne' } },
    });
    renderApp('/dashboard');
    const list = await region(/^Dernières annulations/);
    expect(
      await list.findByText(/Impossible de charger les dernières annulations\./, undefined, LOAD),
    ).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
