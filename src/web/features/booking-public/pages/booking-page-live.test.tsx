import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, openBookingPage, pickSlot } from '../test/booking-journey';
import { freezeNow, PROVIDER_ID } from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});

describe('public booking page: live slots and time zones', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('live: a booking covering the chosen slot clears it and refreshes the slots', async () => {
    const { api, user } = openBookingPage();
    await pickSlot(user);
    expect(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' })).toBeInTheDocument();
    expect(liveEvents.isFollowing(PROVIDER_ID)).toBe(true);
    const slotCalls = api.callsTo(`GET ${BASE}/slots`).length;

    act(() =>
      liveEvents.emit(PROVIDER_ID, 'booking_created', {
        id: 'autre',
        start: '2026-11-24T09:30:00.000Z',
        end: '2026-11-24T10:15:00.000Z',
        status: 'confirmed',
      }),
    );
    expect(
      await screen.findByText("Ce créneau vient d'être réservé. Choisissez un autre horaire."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer le rendez-vous' })).toBeNull();
    expect(screen.getByRole('button', { name: '10:30' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/slots`).length).toBeGreaterThan(slotCalls));
  });

  it('live: a booking elsewhere refreshes the slots but keeps the choice', async () => {
    const { api, user } = openBookingPage();
    await pickSlot(user);
    const slotCalls = api.callsTo(`GET ${BASE}/slots`).length;
    act(() =>
      liveEvents.emit(PROVIDER_ID, 'booking_created', {
        id: 'autre',
        start: '2026-11-24T13:00:00.000Z',
        end: '2026-11-24T13:45:00.000Z',
        status: 'confirmed',
      }),
    );
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/slots`).length).toBeGreaterThan(slotCalls));
    expect(screen.getByRole('button', { name: '10:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Confirmer le rendez-vous' })).toBeInTheDocument();
  });

  it('names both zones when the visitor is not in the provider’s', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/Montreal' };
    });
    const { user } = openBookingPage();
    await pickSlot(user);
    expect(
      screen.getByText('Heures affichées dans le fuseau Europe/Paris (vous êtes en America/Montreal)'),
    ).toBeInTheDocument();
  });

  it('says nothing about zones when the visitor is in the provider’s', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Europe/Paris' };
    });
    const { user } = openBookingPage();
    await pickSlot(user);
    expect(screen.queryByText(/Heures affichées dans le fuseau/)).toBeNull();
  });
});
