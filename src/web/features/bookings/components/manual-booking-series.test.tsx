import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, createService, LOAD, openAgenda, PROVIDER_ID } from '../../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const SERIES_ID = '30000000-0000-4000-8000-000000000001';

function openSeriesForm(reply: Parameters<typeof openAgenda>[2]) {
  return openAgenda(
    [],
    { calendarView: 'week' },
    {
      'GET /api/services': { body: { success: true, services: [createService()] } },
      [`GET /api/public/providers/${PROVIDER_ID}/slots`]: {
        body: { success: true, timezone: 'Europe/Paris', slots: [] },
      },
      ...reply,
    },
  );
}

async function fillSeries(ui: ReturnType<typeof openAgenda>['ui'], count: string) {
  await ui.click(
    await screen.findByRole('button', { name: 'Nouveau rendez-vous le jeudi 26 novembre à 14:00' }, LOAD),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' }));
  await dialog.findByRole('option', { name: 'Coupe femme' });
  await ui.type(dialog.getByLabelText('Nom du client'), 'Paul Martin');
  await ui.selectOptions(dialog.getByLabelText('Répéter'), 'Toutes les semaines');
  const countField = dialog.getByLabelText('Nombre de rendez-vous');
  await ui.clear(countField);
  await ui.type(countField, count);
  await ui.click(dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }));
  return dialog;
}

describe('manual booking: a series (issue 32)', () => {
  it('checks the number of appointments in French before sending anything', async () => {
    const { api, ui } = openSeriesForm({});
    const dialog = await fillSeries(ui, '53');
    expect(await dialog.findByText('Une série compte au plus 52 rendez-vous')).toBeInTheDocument();
    expect(dialog.getByLabelText('Nombre de rendez-vous')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('sends the recurrence and lists the dates that are not free, keeping the form', async () => {
    const { api, ui } = openSeriesForm({
      'POST /api/bookings': {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Ces dates ne sont pas libres : mardi 15 décembre 2026, jeudi 24 décembre 2026',
          conflicts: [
            { start: '2026-12-15T13:00:00.000Z', label: 'mardi 15 décembre 2026' },
            { start: '2026-12-24T13:00:00.000Z', label: 'jeudi 24 décembre 2026' },
          ],
        },
      },
    });
    const dialog = await fillSeries(ui, '10');
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Ces dates ne sont pas libres :');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['mardi 15 décembre 2026', 'jeudi 24 décembre 2026']);
    expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({
      start: '2026-11-26T13:00:00.000Z',
      recurrence: { frequency: 'weekly', count: 10 },
    });
    expect(dialog.getByLabelText('Nom du client')).toHaveValue('Paul Martin');
    expect(dialog.getByLabelText('Nombre de rendez-vous')).toHaveValue(10);
  });

  it('says how many appointments a series created', async () => {
    const bookings = [0, 1, 2].map((week) =>
      createBooking({
        seriesId: SERIES_ID,
        source: 'manual',
        client: { name: 'Paul Martin', email: '', phone: '' },
        start: new Date(Date.parse('2026-11-26T13:00:00.000Z') + week * 7 * 86_400_000).toISOString(),
      }),
    );
    const { api, ui } = openSeriesForm({
      'POST /api/bookings': { status: 201, body: { success: true, seriesId: SERIES_ID, bookings } },
    });
    await fillSeries(ui, '3');
    expect(await screen.findByText(/^3 rendez-vous créés pour Paul Martin/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nouveau rendez-vous' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({
      recurrence: { frequency: 'weekly', count: 3 },
    });
  });

  it('sends no recurrence for a single booking', async () => {
    const created = createBooking({ start: '2026-11-26T13:00:00.000Z', end: '2026-11-26T13:30:00.000Z' });
    const { api, ui } = openSeriesForm({
      'POST /api/bookings': { status: 201, body: { success: true, booking: created } },
    });
    await ui.click(
      await screen.findByRole('button', { name: 'Nouveau rendez-vous le jeudi 26 novembre à 14:00' }, LOAD),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' }));
    await dialog.findByRole('option', { name: 'Coupe femme' });
    expect(dialog.getByLabelText('Répéter')).toHaveValue('none');
    expect(dialog.queryByLabelText('Nombre de rendez-vous')).not.toBeInTheDocument();
    await ui.type(dialog.getByLabelText('Nom du client'), 'Paul Martin');
    await ui.click(dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }));
    expect(await screen.findByText(/^Rendez-vous enregistré : Jeanne Dupont/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/bookings')[0]?.body).not.toHaveProperty('recurrence');
  });
});
