import { screen, within } from '@testing-library/react';
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
        const status = params.get('status');
        return { body: { success: true, bookings: bookings.filter((b) => !status || b.status === status) } };
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
    expect(await screen.findByText('Impossible de charger vos rendez-vous.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
