import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, createService, LOAD, openAgenda, PROVIDER_ID } from '../../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

describe('manual booking', () => {
  it('creates a booking by hand from an empty slot, with an Idempotency-Key kept only for a retry', async () => {
    const service = createService();
    const created = createBooking({
      start: '2026-11-26T13:30:00.000Z',
      end: '2026-11-26T14:00:00.000Z',
      source: 'manual',
      client: { name: 'Paul Martin', email: 'paul@example.fr', phone: '0601020304' },
    });
    let attempt = 0;
    const { api, ui } = openAgenda(
      [],
      { calendarView: 'week' },
      {
        'GET /api/services': {
          body: {
            success: true,
            services: [service, createService({ id: 'archived', name: 'Ancienne', active: false })],
          },
        },
        [`GET /api/public/providers/${PROVIDER_ID}/slots`]: {
          body: {
            success: true,
            timezone: 'Europe/Paris',
            slots: [
              { start: '2026-11-26T13:00:00.000Z', end: '2026-11-26T13:30:00.000Z', remaining: 1 },
              { start: '2026-11-26T13:30:00.000Z', end: '2026-11-26T14:00:00.000Z', remaining: 1 },
            ],
          },
        },
        'POST /api/bookings': () => {
          attempt += 1;
          if (attempt === 1) return 'network-error';
          if (attempt === 2) return { status: 201, body: { success: true, booking: created } };
          return { status: 500 };
        },
      },
    );
    await ui.click(
      await screen.findByRole('button', { name: 'Nouveau rendez-vous le jeudi 26 novembre à 14:00' }, LOAD),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' }));
    expect(await dialog.findByRole('option', { name: 'Coupe femme' })).toBeInTheDocument();
    expect(dialog.queryByRole('option', { name: 'Ancienne' })).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-11-26');
    expect(dialog.getByLabelText('Heure')).toHaveValue('14:00');
    expect(await dialog.findByRole('button', { name: '14:00', pressed: true })).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: '14:30' }));
    expect(dialog.getByLabelText('Heure')).toHaveValue('14:30');

    await ui.click(dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }));
    expect(await dialog.findByText('Le nom est requis')).toBeInTheDocument();
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);

    await ui.type(dialog.getByLabelText('Nom du client'), 'Paul Martin');
    await ui.type(dialog.getByLabelText('E-mail (facultatif)'), 'paul@example.fr');
    await ui.type(dialog.getByLabelText('Téléphone'), '0601020304');
    await ui.type(dialog.getByLabelText('Note (facultatif)'), 'Appel du matin');
    expect(dialog.getByLabelText('Envoyer la confirmation au client par e-mail')).toBeChecked();
    await ui.click(dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }));
    expect(await dialog.findByText(/Impossible de contacter le serveur/)).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }));

    expect(
      await screen.findByText('Rendez-vous enregistré : Paul Martin le jeudi 26 novembre 2026 à 14:30'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [first, second] = api.callsTo('POST /api/bookings');
    expect(second?.body).toEqual({
      serviceId: service.id,
      start: '2026-11-26T13:30:00.000Z',
      client: {
        address: '',
        name: 'Paul Martin',
        email: 'paul@example.fr',
        phone: '0601020304',
      },
      note: 'Appel du matin',
      notifyClient: true,
    });
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The lost answer is retried under the same key: the server can only create one booking.
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(screen.getByRole('button', { name: /^14:30( – 15:00)?\s*Paul Martin/ })).toBeInTheDocument();
  });

  it("shows « Ce créneau n'est pas libre » on 409 and sends the next try under a new key", async () => {
    let attempt = 0;
    const { api, ui } = openAgenda(
      [],
      {},
      {
        'GET /api/services': { body: { success: true, services: [createService()] } },
        [`GET /api/public/providers/${PROVIDER_ID}/slots`]: {
          body: { success: true, timezone: 'Europe/Paris', slots: [] },
        },
        'POST /api/bookings': () => {
          attempt += 1;
          return attempt === 1
            ? { status: 409, body: { success: false, code: 'CONFLICT', message: 'Créneau pris' } }
            : { status: 201, body: { success: true, booking: createBooking({ source: 'manual' }) } };
        },
      },
    );
    await ui.click(await screen.findByRole('button', { name: 'Nouveau rendez-vous' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' }));
    await ui.type(await dialog.findByLabelText('Heure'), '10:30');
    await ui.type(dialog.getByLabelText('Nom du client'), 'Jeanne Dupont');
    expect(dialog.getByLabelText('Envoyer la confirmation au client par e-mail')).toBeDisabled();
    await ui.click(dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }));
    expect(await dialog.findByText("Ce créneau n'est pas libre")).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = api.callsTo('POST /api/bookings');
    expect(first?.body).toMatchObject({ start: '2026-11-26T09:30:00.000Z', notifyClient: false });
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });
});
