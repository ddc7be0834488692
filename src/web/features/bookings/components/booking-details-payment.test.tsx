import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TBookingPayment } from '../../../../shared/schemas/booking-payments';
import { seriousViolations } from '../../../test/axe';
import { createBooking, LOAD, openAgenda, stubProviderApi } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});

const PAID: TBookingPayment = {
  mode: 'deposit',
  status: 'paid',
  amountCents: 2000,
  noShowFeeCents: null,
  refundedCents: 0,
  paidAt: '2026-11-20T08:05:00.000Z',
  refundedAt: null,
  feeStatus: null,
  feeChargedAt: null,
  feeRefundedCents: 0,
};

/** « 20,00 € » with its no-break space, as accessible names keep it. */
const EUR20 = formatPrice(2000);
const MARIE = { name: 'Marie Dupont', email: 'marie@example.fr', phone: '' };
const EVENT = /^10:30( – 11:00)?\s*Marie Dupont/;

function paidBooking(overrides: Partial<TBooking> = {}) {
  return createBooking({ client: MARIE, payment: PAID, ...overrides });
}

/** The agenda with `booking`, its details open. */
async function openDetails(booking: TBooking, handlers = {}) {
  const { api, ui } = openAgenda([booking], {}, handlers);
  await ui.click(await screen.findByRole('button', { name: EVENT }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Détails du rendez-vous' });
  return { api, ui, dialog };
}

/** A text as Testing Library matches it: its no-break spaces read as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const paymentBlock = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Paiement' });

describe('the payment in a booking’s details', () => {
  it('shows the deposit, and refunds it only after the confirmation', async () => {
    const booking = paidBooking();
    const refunded: TBooking = {
      ...booking,
      payment: { ...PAID, status: 'refunded', refundedCents: 2000, refundedAt: '2026-11-26T08:00:00.000Z' },
    };
    const { api, ui, dialog } = await openDetails(booking, {
      [`POST /api/bookings/${booking.id}/refund`]: { body: { success: true, booking: refunded } },
    });
    const block = paymentBlock(dialog);
    expect(within(block).getByText('Acompte')).toBeInTheDocument();
    expect(within(block).getByText('20,00 €')).toBeInTheDocument();
    expect(within(block).getByText('Payé')).toBeInTheDocument();
    expect(within(block).getByText('20 novembre 2026 à 09:05')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);

    await ui.click(within(block).getByRole('button', { name: 'Rembourser' }));
    let confirm = await screen.findByRole('alertdialog', { name: `Rembourser ${EUR20} à Marie Dupont ?` });
    expect(confirm).toHaveTextContent('Le remboursement est fait sur votre compte Stripe.');
    // Focus starts on « Annuler »: Enter does not refund by accident.
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await ui.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo(`POST /api/bookings/${booking.id}/refund`)).toHaveLength(0);

    await ui.click(within(block).getByRole('button', { name: 'Rembourser' }));
    confirm = await screen.findByRole('alertdialog');
    await ui.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/bookings/${booking.id}/refund`)).toHaveLength(1);
    // The whole amount, as pre-filled: « all that is left », no amount sent.
    expect(api.callsTo(`POST /api/bookings/${booking.id}/refund`)[0]?.body).toEqual({});
    expect(await within(block).findByText('Remboursé (20,00 €)')).toBeInTheDocument();
    expect(within(block).getByText('Le remboursement est demandé à Stripe.')).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Rembourser' })).not.toBeInTheDocument();
  });

  it('refunds a part: « Montant » pre-filled with all that is left, checked before it is sent', async () => {
    const booking = paidBooking({ payment: { ...PAID, refundedCents: 500 } });
    const partly: TBooking = { ...booking, payment: { ...PAID, refundedCents: 1000 } };
    const { api, ui, dialog } = await openDetails(booking, {
      [`POST /api/bookings/${booking.id}/refund`]: { body: { success: true, booking: partly } },
    });
    await ui.click(within(paymentBlock(dialog)).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Rembourser ${formatPrice(1500)} à Marie Dupont ?`,
    });
    const amount = within(confirm).getByRole('textbox', { name: 'Montant' });
    expect(amount).toHaveValue('15,00');
    expect(amount).toHaveAccessibleDescription(`En euros, au plus ${formatPrice(1500)}.`);

    for (const [typed, message] of [
      ['cinq', 'Saisissez un montant comme 20,00'],
      ['15,01', `Le montant ne peut pas dépasser ${formatPrice(1500)}, ce qui reste à rembourser`],
      ['0', 'Le montant à rembourser est d’au moins 0,01 €'],
    ] as const) {
      await ui.clear(amount);
      await ui.type(amount, typed);
      await ui.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
      expect(within(confirm).getByText(plain(message))).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.callsTo(`POST /api/bookings/${booking.id}/refund`)).toHaveLength(0);

    await ui.clear(amount);
    await ui.type(amount, '5');
    expect(
      screen.getByRole('alertdialog', { name: `Rembourser ${formatPrice(500)} à Marie Dupont ?` }),
    ).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    await ui.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/bookings/${booking.id}/refund`)[0]?.body).toEqual({ amountCents: 500 });
    expect(
      await within(paymentBlock(dialog)).findByText(plain(`Remboursé en partie (${formatPrice(1000)})`)),
    ).toBeInTheDocument();
  });

  it('shows the server’s word on the amount under « Montant »', async () => {
    const booking = paidBooking();
    const message = `Le montant à rembourser (amountCents) ne peut pas dépasser ${formatPrice(1000)}, ce qui reste à rembourser.`;
    const { ui, dialog } = await openDetails(booking, {
      [`POST /api/bookings/${booking.id}/refund`]: {
        status: 400,
        body: { success: false, code: 'VALIDATION', field: 'amountCents', message },
      },
    });
    await ui.click(within(paymentBlock(dialog)).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('alertdialog');
    const amount = within(confirm).getByRole('textbox', { name: 'Montant' });
    await ui.clear(amount);
    await ui.type(amount, '12');
    await ui.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
    expect(await within(confirm).findByText(plain(message))).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why a refund failed, in French, and keeps the dialog open', async () => {
    const booking = paidBooking();
    const { ui, dialog } = await openDetails(booking, {
      [`POST /api/bookings/${booking.id}/refund`]: {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Aucun paiement à rembourser pour ce rendez-vous.',
        },
      },
    });
    await ui.click(within(paymentBlock(dialog)).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('alertdialog');
    await ui.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Aucun paiement à rembourser pour ce rendez-vous.',
    );
  });

  it('has no payment block without a payment', async () => {
    const { dialog } = await openDetails(createBooking({ client: MARIE }));
    expect(within(dialog).queryByRole('region', { name: 'Paiement' })).not.toBeInTheDocument();
  });

  it('shows a guarantee’s fee, and refunds it once charged', async () => {
    const booking = paidBooking({
      status: 'no_show',
      payment: {
        ...PAID,
        mode: 'guarantee',
        status: 'card_saved',
        amountCents: 0,
        noShowFeeCents: 3000,
        paidAt: null,
        feeStatus: 'charged',
        feeChargedAt: '2026-11-26T08:00:00.000Z',
      },
    });
    const { ui, dialog } = await openDetails(booking);
    const block = paymentBlock(dialog);
    expect(within(block).getByText('Carte en garantie')).toBeInTheDocument();
    expect(within(block).getByText('Garantie : 30,00 € en cas d’absence')).toBeInTheDocument();
    expect(
      within(block).getByText('Frais d’absence prélevés le 26 novembre 2026 à 09:00'),
    ).toBeInTheDocument();
    // The charged fee can be given back, from its own amount.
    await ui.click(within(block).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Rembourser ${formatPrice(3000)} à Marie Dupont ?`,
    });
    expect(confirm).toHaveTextContent('Vous rendez les frais d’absence prélevés.');
    expect(within(confirm).getByRole('textbox', { name: 'Montant' })).toHaveValue('30,00');
  });

  it('offers no refund of a guarantee whose fee was not charged', async () => {
    const booking = paidBooking({
      payment: { ...PAID, mode: 'guarantee', status: 'card_saved', amountCents: 0, noShowFeeCents: 3000 },
    });
    const { dialog } = await openDetails(booking);
    expect(
      within(paymentBlock(dialog)).queryByRole('button', { name: 'Rembourser' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    [true, 'refunds by default'],
    [false, 'keeps the deposit when unticked'],
  ])('cancelling a paid booking sends refund: %s (%s)', async (refund) => {
    const booking = paidBooking();
    const { api, ui, dialog } = await openDetails(booking, {
      [`POST /api/bookings/${booking.id}/cancel`]: () => {
        const cancelled = { ...booking, status: 'cancelled', cancelledBy: 'provider' };
        return { body: { success: true, booking: cancelled, cancelled: [cancelled] } };
      },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    const box = within(dialog).getByRole('checkbox', { name: `Rembourser l'acompte de ${EUR20} au client` });
    expect(box).toBeChecked();
    if (!refund) await ui.click(box);
    await ui.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(await within(dialog).findByText('Le rendez-vous est annulé.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/bookings/${booking.id}/cancel`)[0]?.body).toEqual({ refund });
  });

  it('offers no refund choice when cancelling a booking already refunded', async () => {
    const booking = paidBooking({ payment: { ...PAID, status: 'refunded', refundedCents: 2000 } });
    const { ui, dialog } = await openDetails(booking);
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    expect(within(dialog).getByText('Annuler ce rendez-vous ?')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a hold waiting for its payment: its status, its end, and only « Annuler »', async () => {
    const booking = paidBooking({
      status: 'awaiting_payment',
      holdExpiresAt: '2026-11-26T08:30:00.000Z',
      payment: { ...PAID, status: 'pending', paidAt: null },
    });
    const { dialog } = await openDetails(booking);
    expect(within(dialog).getAllByText('En attente de paiement').length).toBeGreaterThanOrEqual(1);
    expect(
      within(paymentBlock(dialog)).getByText(
        'Le créneau est retenu jusqu’à 09:30, puis libéré sans paiement.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Déplacer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Marquer confirmé' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' })).toBeInTheDocument();
    expect(
      within(paymentBlock(dialog)).queryByRole('button', { name: 'Rembourser' }),
    ).not.toBeInTheDocument();
  });

  it('lists a hold with its status and the end of its payment delay, and opens it from a link', async () => {
    const booking = paidBooking({
      status: 'awaiting_payment',
      holdExpiresAt: '2026-11-26T08:30:00.000Z',
      payment: { ...PAID, status: 'pending', paidAt: null },
    });
    stubProviderApi({
      'GET /api/bookings': { body: { success: true, bookings: [booking] } },
      [`GET /api/bookings/${booking.id}`]: { body: { success: true, booking } },
    });
    // « Voir le rendez-vous » of « Paiements reçus » opens the details this way.
    renderApp(`/dashboard/appointments?booking=${booking.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Détails du rendez-vous' }, LOAD);
    expect(within(dialog).getByRole('region', { name: 'Paiement' })).toHaveTextContent(
      'En attente de paiement',
    );
    const item = (await screen.findByText('Paiement attendu jusqu’à 09:30')).closest('button');
    expect(item).toHaveTextContent('Marie Dupont');
    expect(item).toHaveTextContent('En attente de paiement');
  });
});
