import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookingPayment } from '../../../../shared/schemas/booking-payments';
import type { TManagedBooking } from '../../../../shared/schemas/booking-responses';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { BOOKING_ID, booking, freezeNow, managed, PROVIDER_ID, TOKEN } from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});

const GET = `GET /api/public/bookings/by-token/${TOKEN}`;
const CANCEL = `POST /api/public/bookings/${BOOKING_ID}/cancel`;
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1';
const TERMS =
  'Un acompte de 20,00 € est demandé à la réservation. Il vous est remboursé si vous annulez au moins 24 h avant le rendez-vous.';

function payment(overrides: Partial<TBookingPayment> = {}): TBookingPayment {
  return {
    mode: 'deposit',
    status: 'pending',
    amountCents: 2000,
    noShowFeeCents: null,
    refundedCents: 0,
    paidAt: null,
    refundedAt: null,
    feeStatus: null,
    feeChargedAt: null,
    feeRefundedCents: 0,
    ...overrides,
  };
}

/** Booked at 10:00 (Paris), held until 10:30, its Stripe page open. */
function held(pay: Partial<TBookingPayment> = {}, overrides: Partial<TManagedBooking> = {}) {
  return managed({
    booking: booking({
      status: 'awaiting_payment',
      holdExpiresAt: '2026-11-20T09:30:00.000Z',
      payment: payment(pay),
    }),
    checkoutUrl: CHECKOUT_URL,
    paymentTerms: TERMS,
    ...overrides,
  });
}

const PAID = payment({ status: 'paid', paidAt: '2026-11-20T09:05:00.000Z' });
const paidBooking = (overrides: Partial<TManagedBooking> = {}) =>
  managed({ booking: booking({ payment: PAID }), paymentTerms: TERMS, ...overrides });

function openManagePage(handlers: Record<string, THandler>, query = '') {
  const api = stubFetch(handlers);
  renderApp(`/booking/${PROVIDER_ID}/${TOKEN}${query}`);
  return { api, user: userEvent.setup() };
}

describe('the manage page of a booking that asks a payment (issue 34)', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
  });

  it('a hold: « Paiement en attente », the terms, its end, the pay link, and no calendar links', async () => {
    openManagePage({ [GET]: { body: held() } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Paiement en attente' })).toBeInTheDocument();
    expect(screen.getByText('En attente de paiement')).toBeInTheDocument();
    expect(screen.getByText(TERMS)).toBeInTheDocument();
    expect(screen.getByText("Le créneau vous est réservé jusqu'à 10:30.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Payer l'acompte" })).toHaveAttribute('href', CHECKOUT_URL);
    expect(screen.queryByRole('link', { name: /Fichier \.ics/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Déplacer le rendez-vous' })).toBeNull();
  });

  it('a guarantee asks to save the card', async () => {
    openManagePage({ [GET]: { body: held({ mode: 'guarantee', amountCents: 0, noShowFeeCents: 1500 }) } });
    expect(await screen.findByRole('link', { name: 'Enregistrer ma carte' })).toHaveAttribute(
      'href',
      CHECKOUT_URL,
    );
  });

  it('the client gives the held slot back', async () => {
    let current = held();
    const { api, user } = openManagePage({
      [GET]: () => ({ body: current }),
      [CANCEL]: () => {
        current = managed({
          booking: booking({ status: 'cancelled', payment: payment({ status: 'expired' }) }),
        });
        return { body: { success: true, booking: current.booking } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    await user.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler le rendez-vous' }));
    expect(
      await screen.findByText('Votre réservation est annulée : le créneau a été libéré.'),
    ).toBeInTheDocument();
    expect(api.callsTo(CANCEL)[0]?.body).toEqual({ token: TOKEN });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Paiement en attente' })).toBeNull());
  });

  it('back from paying: says it is confirming, polls every 2 s, then shows the booking confirmed', async () => {
    let reads = 0;
    const { api } = openManagePage(
      {
        [GET]: () => {
          reads += 1;
          return { body: reads < 2 ? held() : paidBooking() };
        },
      },
      '?paiement=ok',
    );
    const waiting = await screen.findByText('Paiement reçu, confirmation en cours…');
    expect(waiting).toHaveAttribute('role', 'status');
    expect(waiting).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(document.activeElement).toBe(waiting));
    // No second payment offered while the first one is being confirmed.
    expect(screen.queryByRole('link', { name: "Payer l'acompte" })).toBeNull();

    const done = await screen.findByText(
      'Paiement reçu : votre rendez-vous est confirmé.',
      {},
      { timeout: 5000 },
    );
    expect(done).toBe(waiting);
    expect(screen.getByText('Confirmé')).toBeInTheDocument();
    expect(screen.getByText('Acompte payé : 20,00 € le 20 novembre 2026')).toBeInTheDocument();
    const calls = api.callsTo(GET).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo(GET)).toHaveLength(calls);
  }, 15_000);

  it('back without paying: « Paiement non effectué » and the pay link again', async () => {
    openManagePage({ [GET]: { body: held() } }, '?paiement=annule');
    const news = await screen.findByText(/^Paiement non effectué/);
    await waitFor(() => expect(document.activeElement).toBe(news));
    expect(screen.getByRole('link', { name: "Payer l'acompte" })).toHaveAttribute('href', CHECKOUT_URL);
  });

  it('the hold ended: the slot was freed, a link to book again, nothing to pay', async () => {
    openManagePage({
      [GET]: {
        body: managed({ booking: booking({ status: 'cancelled', payment: payment({ status: 'expired' }) }) }),
      },
    });
    expect(
      await screen.findByText('Le délai de paiement est dépassé : le créneau a été libéré.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reprendre rendez-vous' })).toHaveAttribute(
      'href',
      `/booking/${PROVIDER_ID}`,
    );
    expect(screen.queryByRole('link', { name: "Payer l'acompte" })).toBeNull();
  });

  it('a hold whose end passed before the server released it already reads as freed', async () => {
    vi.setSystemTime(new Date('2026-11-20T09:31:00.000Z'));
    openManagePage({ [GET]: { body: held() } });
    expect(
      await screen.findByText('Le délai de paiement est dépassé : le créneau a été libéré.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paiement en attente' })).toBeNull();
    expect(screen.queryByRole('link', { name: "Payer l'acompte" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Reprendre rendez-vous' })).toBeInTheDocument();
  });

  it('confirmed and paid: the deposit, and its refund said in the cancel form', async () => {
    const { user } = openManagePage({ [GET]: { body: paidBooking() } });
    expect(await screen.findByText('Acompte payé : 20,00 € le 20 novembre 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    expect(screen.getByText('Votre acompte de 20,00 € vous sera remboursé.')).toBeInTheDocument();
  });

  it('a card left as a guarantee, and a refund already made', async () => {
    const { user } = openManagePage({
      [GET]: {
        body: managed({
          booking: booking({
            payment: payment({
              mode: 'guarantee',
              status: 'card_saved',
              amountCents: 0,
              noShowFeeCents: 1500,
            }),
          }),
        }),
      },
    });
    expect(
      await screen.findByText("Carte enregistrée en garantie (frais d'absence : 15,00 €)"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    expect(screen.getByText('Votre carte ne sera pas débitée.')).toBeInTheDocument();
  });

  it('a cancelled booking whose deposit was given back says so', async () => {
    openManagePage({
      [GET]: {
        body: managed({
          booking: booking({
            status: 'cancelled',
            payment: {
              ...PAID,
              status: 'refunded',
              refundedCents: 2000,
              refundedAt: '2026-11-21T08:00:00.000Z',
            },
          }),
          canCancel: false,
        }),
      },
    });
    expect(await screen.findByText('Remboursé : 20,00 € le 21 novembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Acompte payé : 20,00 € le 20 novembre 2026')).toBeInTheDocument();
  });
});
