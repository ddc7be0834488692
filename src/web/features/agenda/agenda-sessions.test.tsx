import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBooking } from '../../../shared/schemas/booking';
import { seriousViolations } from '../../test/axe';
import { createBooking, createService, LOAD, openAgenda } from '../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const WORKSHOP = createService({ id: '20000000-0000-4000-8000-0000000000a1', name: 'Atelier', capacity: 6 });

function attendee(name: string, createdAt: string, overrides: Partial<TBooking> = {}): TBooking {
  return createBooking({
    serviceId: WORKSHOP.id,
    serviceName: 'Atelier',
    start: '2026-11-27T13:00:00.000Z',
    end: '2026-11-27T14:30:00.000Z',
    durationMinutes: 90,
    client: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.fr`, phone: '' },
    createdAt,
    ...overrides,
  });
}

const cancelledCopy = (b: TBooking): TBooking => ({ ...b, status: 'cancelled', cancelledBy: 'provider' });

function openWeek(bookings: TBooking[], handlers: Parameters<typeof openAgenda>[2] = {}) {
  return openAgenda(
    bookings,
    { calendarView: 'week' },
    {
      'GET /api/services': { body: { success: true, services: [WORKSHOP, createService()] } },
      ...handlers,
    },
  );
}

describe('agenda: group sessions (issue 32)', () => {
  it('draws a session once with its seats, lists its attendees and their answers, axe-clean', async () => {
    const jeanne = attendee('Jeanne Dupont', '2026-11-20T08:00:00.000Z', {
      answers: [{ questionId: 'q1', label: 'Niveau', type: 'text', value: '<i>débutante</i>' }],
      location: { type: 'video', clientAddress: '', videoUrl: 'https://meet.jit.si/creneau-atelier' },
    });
    const paul = attendee('Paul Martin', '2026-11-21T08:00:00.000Z', {
      location: { type: 'video', clientAddress: '', videoUrl: 'https://meet.jit.si/creneau-atelier' },
    });
    const single = createBooking({ start: '2026-11-27T09:00:00.000Z', end: '2026-11-27T09:30:00.000Z' });
    const { ui } = openWeek([jeanne, paul, single]);
    const block = await screen.findByRole('button', { name: /Atelier — 2\/6 inscrits/ }, LOAD);
    expect(screen.getAllByRole('button', { name: /Atelier — / })).toHaveLength(1);
    expect(block).toHaveTextContent('Jeanne Dupont, Paul Martin');
    // A one-client booking is drawn as before.
    expect(screen.getByRole('button', { name: /^10:00( – 10:30)?\s*Jeanne Dupont/ })).toBeInTheDocument();

    await ui.click(block);
    const dialog = within(await screen.findByRole('dialog', { name: 'Séance de groupe' }));
    expect(dialog.getByText('2/6 inscrits')).toBeInTheDocument();
    const list = within(dialog.getByRole('list', { name: 'Inscrits' }));
    expect(list.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Jeanne Dupont',
      'Paul Martin',
    ]);
    expect(list.getByText('<i>débutante</i>')).toBeInTheDocument();
    // One room for the session: its link once, in the session's place.
    expect(dialog.getAllByRole('link', { name: /^Rejoindre la visio/ })).toHaveLength(1);
    expect(list.getAllByRole('button', { name: /^Annuler sa place/ })).toHaveLength(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('cancels the whole session with scope « session », only after the confirmation', async () => {
    const jeanne = attendee('Jeanne Dupont', '2026-11-20T08:00:00.000Z');
    const paul = attendee('Paul Martin', '2026-11-21T08:00:00.000Z');
    const { api, ui } = openWeek([jeanne, paul], {
      [`POST /api/bookings/${jeanne.id}/cancel`]: {
        body: {
          success: true,
          booking: cancelledCopy(jeanne),
          cancelled: [cancelledCopy(jeanne), cancelledCopy(paul)],
        },
      },
    });
    await ui.click(await screen.findByRole('button', { name: /Atelier — 2\/6 inscrits/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Séance de groupe' }));
    await ui.click(dialog.getByRole('button', { name: 'Annuler la séance' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Annuler toute la séance ?' }));
    expect(confirm.getByText(/Les 2 inscriptions à « Atelier »/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${jeanne.id}/cancel`)).toHaveLength(0);
    await ui.type(confirm.getByLabelText('Motif (facultatif)'), 'Salle indisponible');
    await ui.click(confirm.getByRole('button', { name: 'Annuler la séance' }));
    expect(await dialog.findByText('La séance est annulée : 2 places libérées.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${jeanne.id}/cancel`)[0]?.body).toEqual({
      reason: 'Salle indisponible',
      scope: 'session',
    });
    expect(dialog.getByText('Plus aucun inscrit à cette séance.')).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('cancels one attendee’s place after the confirmation; the others stay', async () => {
    const jeanne = attendee('Jeanne Dupont', '2026-11-20T08:00:00.000Z');
    const paul = attendee('Paul Martin', '2026-11-21T08:00:00.000Z');
    const { api, ui } = openWeek([jeanne, paul], {
      [`POST /api/bookings/${paul.id}/cancel`]: {
        body: { success: true, booking: cancelledCopy(paul), cancelled: [cancelledCopy(paul)] },
      },
    });
    await ui.click(await screen.findByRole('button', { name: /Atelier — 2\/6 inscrits/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Séance de groupe' }));
    await ui.click(dialog.getByRole('button', { name: /^Annuler sa place.*Paul Martin/ }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Annuler la place de Paul Martin ?' }),
    );
    await ui.click(confirm.getByRole('button', { name: 'Annuler sa place' }));
    expect(await dialog.findByText('La place de Paul Martin est annulée.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${paul.id}/cancel`)[0]?.body).toEqual({ scope: 'one' });
    expect(dialog.getByText('1/6 inscrit')).toBeInTheDocument();
    expect(dialog.queryByText('Paul Martin')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Atelier — 1\/6 inscrit/, hidden: true })).toBeInTheDocument();
  });
});
