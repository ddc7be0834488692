import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { BASE, fillForm, openBookingPage, pickSlot, submit } from '../test/booking-journey';
import {
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

/** Now is Friday 20 November, 10:00 in Paris: Tuesday 24 at 10:30 starts in 96 h 30, Thursday 26 at 14:00 in 148 h. */
const withNotice = (cancellationNoticeHours: number) => ({
  body: { success: true, provider: { ...provider, rules: { ...provider.rules, cancellationNoticeHours } } },
});
const NOTE_START = /^Ce rendez-vous ne pourra plus être annulé en ligne/;

function openManagePage(noticeHours: number, body: ReturnType<typeof managed>) {
  stubFetch({
    [`GET ${BASE}`]: withNotice(noticeHours),
    [`GET ${BASE}/days`]: (call) =>
      daysReply(new URL(call.url, 'http://localhost').searchParams.get('month') ?? ''),
    [`GET ${BASE}/slots`]: (call) => ({
      body: { success: true, timezone: 'Europe/Paris', slots: SLOTS[requestedDay(call.url)] ?? [] },
    }),
    [`GET /api/public/bookings/by-token/${TOKEN}`]: { body },
  });
  renderApp(`/booking/${PROVIDER_ID}/${TOKEN}`);
  return userEvent.setup();
}

describe('no online cancellation promised past its deadline (issue 30)', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });

  it('says before confirming that a slot inside the notice cannot be cancelled online, tied to the button', async () => {
    const { user } = openBookingPage({ [`GET ${BASE}`]: withNotice(120) });
    await pickSlot(user);
    const note = await screen.findByText(NOTE_START);
    expect(note).toHaveTextContent(
      'Ce rendez-vous ne pourra plus être annulé en ligne : il commence dans moins de 120 h. Pour le déplacer ou l’annuler, il faudra contacter directement Salon Camille.',
    );
    const confirm = screen.getByRole('button', { name: 'Confirmer le rendez-vous' });
    expect(confirm).toHaveAccessibleDescription(note.textContent ?? '');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says nothing of the kind for a slot whose deadline is still ahead', async () => {
    const { user } = openBookingPage({ [`GET ${BASE}`]: withNotice(24) });
    await pickSlot(user);
    const confirm = await screen.findByRole('button', { name: 'Confirmer le rendez-vous' });
    expect(screen.queryByText(NOTE_START)).toBeNull();
    expect(confirm).not.toHaveAttribute('aria-describedby');
  });

  it('the confirmation promises no online change and gives the provider’s phone instead', async () => {
    const { user } = openBookingPage({ [`GET ${BASE}`]: withNotice(120) });
    await pickSlot(user);
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Déplacer ou annuler mon rendez-vous' })).toBeNull();
    const note = screen.getByText(/ne peut plus être déplacé ni annulé en ligne/);
    expect(note).toHaveTextContent(
      'Ce rendez-vous ne peut plus être déplacé ni annulé en ligne (moins de 120 h avant son début). Un empêchement ? Contactez directement Salon Camille au 04 72 00 00 00.',
    );
    expect(within(note).getByRole('link', { name: '04 72 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+33472000000',
    );
    expect(within(note).getByRole('link', { name: 'Voir mon rendez-vous' })).toHaveAttribute(
      'href',
      `/booking/${PROVIDER_ID}/${TOKEN}`,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('the manage page of a booking made inside the notice says it never could be cancelled online', async () => {
    openManagePage(
      120,
      managed({
        booking: booking({ createdAt: '2026-11-20T09:00:00.000Z' }),
        canCancel: false,
        cancellationDeadline: '2026-11-19T09:30:00.000Z',
      }),
    );
    expect(
      await screen.findByText(
        'Ce rendez-vous ne peut pas être annulé ni déplacé en ligne : il a été pris moins de 120 h avant son début.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/délai a pris fin/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Appeler le 04 72 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+33472000000',
    );
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('moving to a time inside the notice says so before « Confirmer le déplacement »', async () => {
    const later = booking({ start: '2026-12-10T09:30:00.000Z', end: '2026-12-10T10:15:00.000Z' });
    const user = openManagePage(
      120,
      managed({ booking: later, cancellationDeadline: '2026-12-05T09:30:00.000Z' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Déplacer le rendez-vous' }));
    await user.click(await screen.findByRole('button', { name: 'jeudi 26 novembre, créneaux disponibles' }));
    await user.click(await screen.findByRole('button', { name: '14:00' }));
    const outside = screen.getByRole('button', { name: 'Confirmer le déplacement' });
    expect(screen.queryByText(NOTE_START)).toBeNull();
    expect(outside).not.toHaveAttribute('aria-describedby');

    await user.click(screen.getByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }));
    await user.click(await screen.findByRole('button', { name: '10:30' }));
    const note = await screen.findByText(NOTE_START);
    expect(note).toHaveTextContent(
      'Ce rendez-vous ne pourra plus être annulé en ligne : il commence dans moins de 120 h. Pour le déplacer ou l’annuler, il faudra contacter directement Salon Camille.',
    );
    expect(screen.getByRole('button', { name: 'Confirmer le déplacement' })).toHaveAccessibleDescription(
      note.textContent ?? '',
    );
    expect(await seriousViolations()).toEqual([]);
  });
});
