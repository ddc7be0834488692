import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  BOOKING_ID,
  booking,
  daysReply,
  freezeNow,
  managed,
  PROVIDER_ID,
  provider,
  requestedDay,
  SLOTS,
  TOKEN,
} from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});

const BASE = `/api/public/providers/${PROVIDER_ID}`;
const GET = `GET /api/public/bookings/by-token/${TOKEN}`;
const RESCHEDULE = `POST /api/public/bookings/${BOOKING_ID}/reschedule`;
const MOVED = booking({ start: '2026-11-26T13:00:00.000Z', end: '2026-11-26T13:45:00.000Z' });

function openManagePage(handlers: Record<string, THandler>, providerId = PROVIDER_ID) {
  const api = stubFetch({
    [`GET ${BASE}`]: { body: { success: true, provider } },
    [`GET ${BASE}/days`]: (call) =>
      daysReply(new URL(call.url, 'http://localhost').searchParams.get('month') ?? ''),
    [`GET ${BASE}/slots`]: (call) => ({
      body: { success: true, timezone: 'Europe/Paris', slots: SLOTS[requestedDay(call.url)] ?? [] },
    }),
    ...handlers,
  });
  renderApp(`/booking/${providerId}/${TOKEN}`);
  return { api, user: userEvent.setup() };
}

type TUser = ReturnType<typeof userEvent.setup>;

async function chooseThursday(user: TUser) {
  await user.click(await screen.findByRole('button', { name: 'Déplacer le rendez-vous' }));
  await user.click(await screen.findByRole('button', { name: 'jeudi 26 novembre, créneaux disponibles' }));
  await user.click(await screen.findByRole('button', { name: '14:00' }));
}

describe('the booking’s own page /booking/:providerId/:token', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });

  it('shows the booking, its status and how to add it to a calendar', async () => {
    openManagePage({ [GET]: { body: managed() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre rendez-vous' })).toBeInTheDocument();
    expect(screen.getByText('Confirmé')).toBeInTheDocument();
    expect(screen.getByText('mardi 24 novembre 2026 à 10:30')).toBeInTheDocument();
    expect(screen.getByText('12 rue des Lilas, 69003 Lyon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fichier \.ics/ })).toHaveAttribute(
      'href',
      `/api/public/bookings/${BOOKING_ID}/ics?token=${TOKEN}`,
    );
    expect(screen.getByText(/jusqu’au lundi 23 novembre 2026 à 10:30/)).toBeInTheDocument();
  });

  it('moves the booking after confirming the new time', async () => {
    let current = managed();
    const { api, user } = openManagePage({
      [GET]: () => ({ body: current }),
      [RESCHEDULE]: () => {
        current = managed({ booking: MOVED });
        return { body: { success: true, booking: MOVED } };
      },
    });
    await chooseThursday(user);
    expect(screen.getByText('Déplacer au jeudi 26 novembre à 14:00 ?')).toBeInTheDocument();
    expect(api.callsTo(RESCHEDULE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirmer le déplacement' }));

    expect(
      await screen.findByText(
        'Votre rendez-vous a été déplacé au jeudi 26 novembre 2026 à 14:00. Un e-mail de confirmation vous a été envoyé.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(RESCHEDULE)[0]?.body).toEqual({ token: TOKEN, start: '2026-11-26T13:00:00.000Z' });
    expect(api.callsTo(`GET ${BASE}/slots`)[0]?.url).toContain(`serviceId=${booking().serviceId}`);
    await waitFor(() => expect(screen.getByText('jeudi 26 novembre 2026 à 14:00')).toBeInTheDocument());
  });

  it('409 on reschedule: the message, fresh slots, no confirmation left', async () => {
    const message = "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez un autre horaire.";
    const { api, user } = openManagePage({
      [GET]: { body: managed() },
      [RESCHEDULE]: { status: 409, body: { success: false, message } },
    });
    await chooseThursday(user);
    const slotCalls = api.callsTo(`GET ${BASE}/slots`).length;
    await user.click(screen.getByRole('button', { name: 'Confirmer le déplacement' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Déplacer au/)).toBeNull();
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/slots`).length).toBeGreaterThan(slotCalls));
  });

  it('live: the new time taken by someone else is withdrawn before confirming', async () => {
    const { user } = openManagePage({ [GET]: { body: managed() } });
    await chooseThursday(user);
    act(() =>
      liveEvents.emit(PROVIDER_ID, 'booking_created', {
        id: 'autre',
        start: '2026-11-26T13:00:00.000Z',
        end: '2026-11-26T13:45:00.000Z',
        status: 'confirmed',
      }),
    );
    expect(
      await screen.findByText("Ce créneau vient d'être réservé. Choisissez un autre horaire."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer le déplacement' })).toBeNull();
  });

  it('cancels from the page', async () => {
    const { api, user } = openManagePage({
      [GET]: { body: managed() },
      [`POST /api/public/bookings/${BOOKING_ID}/cancel`]: {
        body: { success: true, booking: booking({ status: 'cancelled' }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Annuler le rendez-vous' }));
    await user.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler le rendez-vous' }));
    expect(
      await screen.findByText('Votre rendez-vous est annulé. Un e-mail de confirmation vous a été envoyé.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/public/bookings/${BOOKING_ID}/cancel`)[0]?.body).toEqual({ token: TOKEN });
  });

  it('inside the cancellation notice: no move or cancel button, the phone instead', async () => {
    openManagePage({ [GET]: { body: managed({ canCancel: false }) } });
    expect(await screen.findByText(/ne peut plus être annulé ni déplacé en ligne/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeler le 04 72 00 00 00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déplacer le rendez-vous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
  });

  it('a cancelled booking shows its status and a way to book again', async () => {
    openManagePage({
      [GET]: { body: managed({ booking: booking({ status: 'cancelled' }), canCancel: false }) },
    });
    expect(await screen.findByText('Annulé')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reprendre rendez-vous' })).toHaveAttribute(
      'href',
      `/booking/${PROVIDER_ID}`,
    );
    expect(screen.queryByRole('link', { name: /Fichier \.ics/ })).toBeNull();
  });

  it('wrong token: « Lien invalide ou expiré »', async () => {
    openManagePage({ [GET]: { status: 404, body: { success: false, message: 'Rendez-vous introuvable' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien invalide ou expiré' }),
    ).toBeInTheDocument();
  });

  it('a token opened under another provider’s address is not shown', async () => {
    openManagePage({ [GET]: { body: managed() } }, 'un-autre-professionnel');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien invalide ou expiré' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('mardi 24 novembre 2026 à 10:30')).toBeNull();
  });
});
