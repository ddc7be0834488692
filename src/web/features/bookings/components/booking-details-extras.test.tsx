import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, LOAD, openAgenda } from '../../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const EVENT = { name: /^10:30( – 11:00)?\s*Jeanne Dupont/ };

async function openDetails(booking: ReturnType<typeof createBooking>, handlers = {}) {
  const { api, ui } = openAgenda([booking], {}, handlers);
  await ui.click(await screen.findByRole('button', EVENT, LOAD));
  const dialog = within(await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }));
  return { api, ui, dialog };
}

describe('booking details: answers, place and series (issue 32)', () => {
  it('shows the answers as plain text, never as HTML', async () => {
    const booking = createBooking({
      answers: [
        { questionId: 'q1', label: 'Allergies', type: 'text', value: '<b>x</b>' },
        { questionId: 'q2', label: 'Soins', type: 'multichoice', value: ['Coupe', 'Couleur'] },
        { questionId: 'q3', label: 'Première visite', type: 'checkbox', value: true },
      ],
    });
    const { dialog } = await openDetails(booking);
    expect(dialog.getByText('<b>x</b>')).toBeInTheDocument();
    expect(document.querySelector('[role="dialog"] b')).toBeNull();
    expect(dialog.getByText('Allergies')).toBeInTheDocument();
    expect(dialog.getByText('Coupe, Couleur')).toBeInTheDocument();
    expect(dialog.getByText('Oui')).toBeInTheDocument();
  });

  it('gives the video room as a link opening a new tab, and says a booking belongs to a series', async () => {
    const booking = createBooking({
      seriesId: '30000000-0000-4000-8000-000000000001',
      location: { type: 'video', clientAddress: '', videoUrl: 'https://meet.jit.si/creneau-abc' },
    });
    const { dialog } = await openDetails(booking);
    const link = dialog.getByRole('link', { name: /^Rejoindre la visio/ });
    expect(link).toHaveAttribute('href', 'https://meet.jit.si/creneau-abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(dialog.getByText('En visio')).toBeInTheDocument();
    expect(dialog.getByText("Rendez-vous d'une série")).toBeInTheDocument();
  });

  it('gives the client’s address with a map link, or the number to call', async () => {
    const home = createBooking({
      location: { type: 'home', clientAddress: '12 rue des Lilas, 69003 Lyon', videoUrl: null },
    });
    const { dialog } = await openDetails(home);
    expect(dialog.getByText('À domicile')).toBeInTheDocument();
    expect(dialog.getByText('12 rue des Lilas, 69003 Lyon')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /^Voir sur la carte/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=12%20rue%20des%20Lilas%2C%2069003%20Lyon',
    );
    expect(dialog.queryByText(/d'une série/)).not.toBeInTheDocument();
  });

  it('says a phone appointment with the client’s number as a tel: link', async () => {
    const booking = createBooking({ location: { type: 'phone', clientAddress: '', videoUrl: null } });
    const { dialog } = await openDetails(booking);
    expect(dialog.getByText('Au téléphone')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Appeler le 06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
  });

  it('cancels a booking of a series with the following ones when chosen', async () => {
    const booking = createBooking({ seriesId: '30000000-0000-4000-8000-000000000001' });
    const later = createBooking({
      seriesId: booking.seriesId,
      start: '2026-12-03T09:30:00.000Z',
      end: '2026-12-03T10:00:00.000Z',
    });
    const cancel = (b: typeof booking) => ({
      ...b,
      status: 'cancelled' as const,
      cancelledBy: 'provider' as const,
    });
    const { api, ui, dialog } = await openDetails(booking, {
      [`POST /api/bookings/${booking.id}/cancel`]: {
        body: { success: true, booking: cancel(booking), cancelled: [cancel(booking), cancel(later)] },
      },
    });
    await ui.click(dialog.getByRole('button', { name: 'Annuler le rendez-vous' }));
    const scope = within(dialog.getByRole('group', { name: 'Ce rendez-vous fait partie d’une série' }));
    expect(scope.getByRole('radio', { name: 'Ce rendez-vous seulement' })).toBeChecked();
    expect(scope.getByRole('radio', { name: 'Toute la série' })).toBeInTheDocument();
    await ui.click(scope.getByRole('radio', { name: 'Celui-ci et les suivants' }));
    expect(dialog.getByText(/et les suivants de la série seront annulés/)).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(await dialog.findByText('2 rendez-vous annulés.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${booking.id}/cancel`)[0]?.body).toEqual({ scope: 'following' });
    expect(api.unexpected).toEqual([]);
  });
});
