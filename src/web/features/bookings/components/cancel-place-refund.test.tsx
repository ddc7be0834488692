import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { createBooking, createService, LOAD, openAgenda } from '../../../test/provider-fixtures';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const WORKSHOP = createService({ id: '20000000-0000-4000-8000-0000000000a1', name: 'Atelier', capacity: 6 });

function attendee(name: string, overrides: Partial<TBooking> = {}): TBooking {
  return createBooking({
    serviceId: WORKSHOP.id,
    serviceName: 'Atelier',
    start: '2026-11-27T13:00:00.000Z',
    end: '2026-11-27T14:30:00.000Z',
    durationMinutes: 90,
    client: { name, email: '', phone: '' },
    ...overrides,
  });
}

describe('cancelling a paid place in a group session (issue 34)', () => {
  it('asks whether to give the full payment back, and sends the choice', async () => {
    const paul = attendee('Paul Martin', {
      payment: {
        mode: 'full',
        status: 'paid',
        amountCents: 1500,
        noShowFeeCents: null,
        refundedCents: 0,
        paidAt: '2026-11-20T08:00:00.000Z',
        refundedAt: null,
        feeStatus: null,
        feeChargedAt: null,
        feeRefundedCents: 0,
      },
    });
    const jeanne = attendee('Jeanne Dupont');
    const cancelled = { ...paul, status: 'cancelled', cancelledBy: 'provider' };
    const { api, ui } = openAgenda(
      [jeanne, paul],
      { calendarView: 'week' },
      {
        'GET /api/services': { body: { success: true, services: [WORKSHOP] } },
        [`POST /api/bookings/${paul.id}/cancel`]: {
          body: { success: true, booking: cancelled, cancelled: [cancelled] },
        },
      },
    );
    await ui.click(await screen.findByRole('button', { name: /Atelier — 2\/6 inscrits/ }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Séance de groupe' }));
    // Jeanne paid nothing: her dialog has no refund choice.
    await ui.click(dialog.getByRole('button', { name: /^Annuler sa place.*Jeanne Dupont/ }));
    let confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.queryByRole('checkbox')).not.toBeInTheDocument();
    await ui.click(confirm.getByRole('button', { name: 'Annuler' }));

    await ui.click(dialog.getByRole('button', { name: /^Annuler sa place.*Paul Martin/ }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Annuler la place de Paul Martin ?' }));
    const box = confirm.getByRole('checkbox', {
      name: `Rembourser le paiement de ${formatPrice(1500)} au client`,
    });
    expect(box).toBeChecked();
    await ui.click(box);
    await ui.click(confirm.getByRole('button', { name: 'Annuler sa place' }));
    expect(await dialog.findByText('La place de Paul Martin est annulée.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${paul.id}/cancel`)[0]?.body).toEqual({
      scope: 'one',
      refund: false,
    });
  });
});
