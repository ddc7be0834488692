import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  BOOKING_ID,
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
const ASK = `POST /api/public/bookings/${BOOKING_ID}/waitlist`;
const ENTRY = { entryId: 'e-42', leaveToken: 'jeton-depart', to: '2026-11-23' };
const LEAVE = `POST /api/public/waitlist/${ENTRY.entryId}/leave`;
const ASK_BUTTON = 'Prévenez-moi si un créneau plus tôt se libère';

function openManagePage(handlers: Record<string, THandler>, query = '') {
  const api = stubFetch({
    [`GET ${BASE}`]: { body: { success: true, provider } },
    [`GET ${BASE}/days`]: (call) =>
      daysReply(new URL(call.url, 'http://localhost').searchParams.get('month') ?? ''),
    [`GET ${BASE}/slots`]: (call) => ({
      body: { success: true, timezone: 'Europe/Paris', slots: SLOTS[requestedDay(call.url)] ?? [] },
    }),
    ...handlers,
  });
  renderApp(`/booking/${PROVIDER_ID}/${TOKEN}${query}`);
  return { api, user: userEvent.setup() };
}

describe('manage page: the earlier-slot alert and ?date (issue 33)', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });

  it('sets the alert with the booking’s token, then shows it from the booking read again', async () => {
    let reads = 0;
    const { api, user } = openManagePage({
      [GET]: () => ({ body: reads++ === 0 ? managed() : managed({ waitlist: ENTRY }) }),
      [ASK]: { status: 201, body: { success: true, entry: { id: ENTRY.entryId, status: 'waiting' } } },
    });
    await user.click(await screen.findByRole('button', { name: ASK_BUTTON }));
    expect(
      await screen.findByText(
        "Vous serez prévenu(e) par e-mail si un créneau se libère avant votre rendez-vous (jusqu'au lundi 23 novembre).",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(ASK)[0]?.body).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: ASK_BUTTON })).not.toBeInTheDocument();
  });

  it('removes it with the entry’s leave token', async () => {
    let reads = 0;
    const { api, user } = openManagePage({
      [GET]: () => ({ body: reads++ === 0 ? managed({ waitlist: ENTRY }) : managed() }),
      [LEAVE]: { body: { success: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Ne plus me prévenir' }));
    expect(await screen.findByRole('button', { name: ASK_BUTTON })).toBeInTheDocument();
    expect(api.callsTo(LEAVE)[0]?.body).toEqual({ token: ENTRY.leaveToken });
  });

  it('shows a 409’s message', async () => {
    const { user } = openManagePage({
      [GET]: { body: managed() },
      [ASK]: { status: 409, body: { success: false, message: 'Aucun jour avant votre rendez-vous.' } },
    });
    await user.click(await screen.findByRole('button', { name: ASK_BUTTON }));
    expect(await screen.findByText('Aucun jour avant votre rendez-vous.')).toBeInTheDocument();
  });

  it('offers no alert where the provider takes no waitlist', async () => {
    openManagePage({
      [GET]: { body: { ...managed(), provider: { ...managed().provider, waitlistEnabled: false } } },
    });
    expect(await screen.findByRole('button', { name: 'Déplacer le rendez-vous' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ASK_BUTTON })).not.toBeInTheDocument();
  });

  it('opens the move on the day of ?date', async () => {
    openManagePage({ [GET]: { body: managed({ waitlist: ENTRY }) } }, '?date=2026-11-26');
    expect(await screen.findByRole('heading', { name: 'Créneaux du jeudi 26 novembre' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '14:00' })).toBeInTheDocument();
  });

  it('ignores ?date when the booking may no longer move online', async () => {
    openManagePage({ [GET]: { body: managed({ canCancel: false }) } }, '?date=2026-11-26');
    expect(await screen.findByRole('heading', { name: 'Votre rendez-vous' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /^Créneaux du/ })).not.toBeInTheDocument(),
    );
  });
});
