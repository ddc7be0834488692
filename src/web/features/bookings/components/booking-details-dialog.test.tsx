import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, LOAD, openAgenda, PROVIDER_ID } from '../../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

describe('booking details', () => {
  it('opens the details of a booking with the client contact', async () => {
    const booking = createBooking({ note: 'Première visite', source: 'public' });
    const { ui } = openAgenda([booking]);
    await ui.click(await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    expect(dialog.getByRole('link', { name: 'jeanne@example.fr' })).toHaveAttribute(
      'href',
      'mailto:jeanne@example.fr',
    );
    expect(dialog.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(dialog.getByText('Jeudi 26 novembre 2026')).toBeInTheDocument();
    expect(dialog.getByText('10:30 – 11:00')).toBeInTheDocument();
    expect(dialog.getByText('30 min')).toBeInTheDocument();
    expect(dialog.getByText(/45,00/)).toBeInTheDocument();
    expect(dialog.getByText('Première visite')).toBeInTheDocument();
    expect(dialog.getByText('En ligne')).toBeInTheDocument();
    expect(dialog.getByText('Confirmé')).toBeInTheDocument();
  });

  it('cancels only after the confirmation step, with the reason, and greys the event', async () => {
    const booking = createBooking();
    const { api, ui } = openAgenda(
      [booking],
      {},
      {
        [`POST /api/bookings/${booking.id}/cancel`]: () => {
          const cancelled = {
            ...booking,
            status: 'cancelled',
            cancelledBy: 'provider',
            cancellationReason: 'Malade',
          };
          return { body: { success: true, booking: cancelled, cancelled: [cancelled] } };
        },
      },
    );
    await ui.click(await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog'));
    await ui.click(dialog.getByRole('button', { name: 'Annuler le rendez-vous' }));
    expect(dialog.getByText('Annuler ce rendez-vous ?')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${booking.id}/cancel`)).toHaveLength(0);
    await ui.type(dialog.getByLabelText('Motif (facultatif)'), 'Malade');
    await ui.click(dialog.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(await dialog.findByText('Le rendez-vous est annulé.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${booking.id}/cancel`)[0]?.body).toEqual({ reason: 'Malade' });
    expect(dialog.getByText('Annulé par vous : « Malade »')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Déplacer' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /^10:30 Jeanne Dupont\s*· Coupe femme, jusqu’à 11:00, Annulé$/,
        hidden: true,
      }),
    ).toHaveClass('line-through');
  });

  it('shows the booking’s e-mails with their delivery status in French, on demand', async () => {
    const booking = createBooking();
    const email = (fields: Record<string, unknown>) => ({
      id: crypto.randomUUID(),
      to: 'jeanne@example.fr',
      subject: 'Sujet',
      attempts: 1,
      lastError: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      sentAt: null,
      erased: false,
      ...fields,
    });
    const { api, ui } = openAgenda(
      [booking],
      {},
      {
        [`GET /api/bookings/${booking.id}/emails`]: {
          body: {
            success: true,
            emails: [
              email({ kind: 'booking_reminder', status: 'queued' }),
              email({
                kind: 'booking_reminder',
                status: 'failed',
                attempts: 3,
                lastError: '550 boîte pleine',
              }),
              email({ kind: 'booking_provider_new', to: 'camille@example.fr', status: 'logged' }),
              email({ kind: 'booking_confirmation', status: 'sent', sentAt: '2026-11-20T08:00:01.000Z' }),
              email({
                kind: 'booking_confirmation',
                to: 'destinataire-efface@invalid',
                subject: '[contenu effacé — RGPD]',
                status: 'sent',
                erased: true,
              }),
            ],
          },
        },
      },
    );
    await ui.click(await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
    expect(api.callsTo(`GET /api/bookings/${booking.id}/emails`)).toHaveLength(0);
    await ui.click(dialog.getByRole('button', { name: 'E-mails envoyés' }));
    const log = within(await dialog.findByRole('list', { name: 'E-mails du rendez-vous' }));
    const rows = log.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Rappel.*En file d’attente$/),
      expect.stringMatching(/^Rappel.*Échec : 550 boîte pleine \(3 essais\)$/),
      expect.stringMatching(
        /^Notification au professionnel : nouveau rendez-vous.*camille@example\.fr.*Journalisé \(sans SMTP\)$/,
      ),
      expect.stringMatching(/^Confirmation.*jeanne@example\.fr.*Envoyé$/),
      expect.stringMatching(/^ConfirmationDestinataire effacé \(RGPD\) · .*Envoyé$/),
    ]);
    expect(log.queryByText(/destinataire-efface@invalid/)).not.toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('offers « effectué » and « absent » once the appointment has begun, and asks first', async () => {
    const early = createBooking();
    const first = openAgenda([early]);
    await first.ui.click(
      await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD),
    );
    const before = within(await screen.findByRole('dialog'));
    expect(before.queryByRole('button', { name: 'Marquer effectué' })).not.toBeInTheDocument();
    expect(
      before.getByText('« Effectué » et « Absent » se marquent à partir de l’heure du rendez-vous.'),
    ).toBeInTheDocument();
  });

  it('changes the status of a booking', async () => {
    vi.setSystemTime(new Date('2026-11-26T09:45:00.000Z'));
    const booking = createBooking();
    const { api, ui } = openAgenda(
      [booking],
      {},
      {
        [`PATCH /api/bookings/${booking.id}`]: ({ body }) => ({
          body: { success: true, booking: { ...booking, ...(body as object) } },
        }),
      },
    );
    await ui.click(await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog'));
    await ui.click(dialog.getByRole('button', { name: 'Marquer effectué' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Marquer ce rendez-vous effectué ?' });
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)).toHaveLength(0);
    await ui.click(within(confirm).getByRole('button', { name: 'Marquer effectué' }));
    expect(await dialog.findByText('Statut mis à jour : Effectué.')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)[0]?.body).toEqual({ status: 'completed' });
    expect(dialog.queryByRole('button', { name: 'Marquer effectué' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Marquer absent' })).toBeInTheDocument();
  });

  it('says in French when a status change meets a server error page without a message', async () => {
    vi.setSystemTime(new Date('2026-11-26T09:45:00.000Z'));
    const booking = createBooking();
    const { ui } = openAgenda([booking], {}, { [`PATCH /api/bookings/${booking.id}`]: { status: 502 } });
    await ui.click(await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog'));
    await ui.click(dialog.getByRole('button', { name: 'Marquer effectué' }));
    await ui.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Marquer effectué' }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erreur de serveur (502)');
    expect(dialog.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  it('reschedules to a new time and says when that time is not free', async () => {
    const booking = createBooking();
    let attempt = 0;
    const { api, ui } = openAgenda(
      [booking],
      {},
      {
        [`PATCH /api/bookings/${booking.id}`]: ({ body }) => {
          attempt += 1;
          return attempt === 1
            ? { status: 409, body: { success: false, message: 'Conflit', code: 'CONFLICT' } }
            : {
                body: {
                  success: true,
                  booking: { ...booking, ...(body as object), end: '2026-11-27T13:30:00.000Z' },
                },
              };
        },
        [`GET /api/public/providers/${PROVIDER_ID}/slots`]: {
          body: { success: true, timezone: 'Europe/Paris', slots: [] },
        },
      },
    );
    await ui.click(await screen.findByRole('button', { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog'));
    await ui.click(dialog.getByRole('button', { name: 'Déplacer' }));
    const date = dialog.getByLabelText('Nouvelle date');
    await ui.clear(date);
    await ui.type(date, '2026-11-27');
    const time = dialog.getByLabelText('Nouvelle heure');
    await ui.clear(time);
    await ui.type(time, '14:00');
    await ui.click(dialog.getByRole('button', { name: 'Déplacer le rendez-vous' }));
    expect(await dialog.findByText("Ce créneau n'est pas libre")).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)[0]?.body).toMatchObject({ notifyClient: true });
    await ui.click(dialog.getByRole('checkbox', { name: 'Prévenir le client par e-mail' }));
    await ui.click(dialog.getByRole('button', { name: 'Déplacer le rendez-vous' }));
    expect(
      await dialog.findByText('Rendez-vous déplacé au vendredi 27 novembre 2026 à 14:00.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/bookings/${booking.id}`)[1]?.body).toEqual({
      start: '2026-11-27T13:00:00.000Z',
      notifyClient: false,
    });
    const slotsCall = api.callsTo(`GET /api/public/providers/${PROVIDER_ID}/slots`).at(-1);
    expect(Object.fromEntries(new URL(slotsCall?.url ?? '', 'http://x').searchParams)).toEqual({
      serviceId: booking.serviceId,
      from: '2026-11-26T23:00:00.000Z',
      to: '2026-11-27T23:00:00.000Z',
    });
    expect(api.unexpected).toEqual([]);
  });
});
