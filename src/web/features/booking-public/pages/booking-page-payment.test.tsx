import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { leavePageFor } from '../../../lib/leave-page';
import { BASE, created, fillForm, openBookingPage, pickSlot } from '../test/booking-journey';
import { booking, freezeNow, provider } from '../test/fixtures';
import { liveEvents } from '../test/live-events';

vi.mock('../../../lib/realtime/use-calendar-events', async () => {
  const { liveEvents: live } = await import('../test/live-events');
  return { useCalendarEvents: live.useCalendarEvents };
});
vi.mock('../../../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1';
const DEPOSIT_TERMS =
  'Un acompte de 20,00 € est demandé à la réservation. Il vous est remboursé si vous annulez au moins 24 h avant le rendez-vous.';

type TService = TPublicProvider['services'][number];

/** The salon's « Coupe femme » asks a 20 € deposit, « Couleur » the whole price; `third` a card. */
function payingProvider(first: Partial<TService> = {}): { body: unknown } {
  const [coupe, couleur] = provider.services as [TService, TService];
  return {
    body: {
      success: true,
      provider: {
        ...provider,
        services: [
          {
            ...coupe,
            payment: { mode: 'deposit', amountCents: 2000 },
            paymentTerms: DEPOSIT_TERMS,
            ...first,
          },
          { ...couleur, payment: { mode: 'full' }, paymentTerms: 'Le paiement de 60,00 € est demandé…' },
          {
            ...couleur,
            id: 'b0a1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
            name: 'Soin',
            payment: { mode: 'guarantee', noShowFeeCents: 1500 },
            paymentTerms: 'Votre carte est enregistrée en garantie…',
          },
        ],
      },
    },
  };
}

function held(checkoutUrl: string | null = CHECKOUT_URL) {
  const reply = created();
  return {
    status: 201,
    body: {
      ...reply.body,
      booking: booking({ status: 'awaiting_payment', holdExpiresAt: '2026-11-20T09:30:00.000Z' }),
      ...(checkoutUrl ? { checkoutUrl } : {}),
    },
  };
}

const PAY = { name: "Réserver et payer l'acompte" };

describe('booking a service that asks a payment (issue 34)', () => {
  beforeEach(() => {
    freezeNow();
    liveEvents.reset();
    vi.mocked(leavePageFor).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says in the service list what each service asks', async () => {
    openBookingPage({ [`GET ${BASE}`]: payingProvider() });
    expect(await screen.findByRole('button', { name: /Coupe femme/ })).toHaveTextContent(/Acompte 20,00\s€/);
    expect(screen.getByRole('button', { name: /Couleur/ })).toHaveTextContent('Paiement en ligne');
    expect(screen.getByRole('button', { name: /Soin/ })).toHaveTextContent('Carte en garantie');
  });

  it('states the terms above the button, which says what it commits to, then hands over to Stripe', async () => {
    const { api, user } = openBookingPage({
      [`GET ${BASE}`]: payingProvider(),
      [`POST ${BASE}/bookings`]: held(),
    });
    await pickSlot(user);
    await fillForm(user);
    const button = screen.getByRole('button', PAY);
    expect(button).toHaveAccessibleDescription(DEPOSIT_TERMS);
    expect(screen.getByText(DEPOSIT_TERMS)).toBeVisible();
    expect(
      screen.getByText('Paiement sécurisé par Stripe. Le créneau vous est réservé 30 minutes.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmer le rendez-vous' })).toBeNull();

    await user.click(button);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Paiement en attente' });
    expect(vi.mocked(leavePageFor)).toHaveBeenCalledExactlyOnceWith(CHECKOUT_URL);
    expect(api.callsTo(`POST ${BASE}/bookings`)).toHaveLength(1);
    // Never « confirmed » while held; a link in case the browser did not leave; the hold's end.
    expect(screen.queryByText('Rendez-vous confirmé')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continuer vers le paiement' })).toHaveAttribute(
      'href',
      CHECKOUT_URL,
    );
    expect(screen.getByText("Le créneau vous est réservé jusqu'à 10:30.")).toBeInTheDocument();
    expect(document.activeElement).toBe(heading);
  });

  it('labels the button for the whole price and for a card left as a guarantee', async () => {
    const { user } = openBookingPage({ [`GET ${BASE}`]: payingProvider() });
    await user.click(await screen.findByRole('button', { name: /Couleur/ }));
    await user.click(await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }));
    await user.click(await screen.findByRole('button', { name: '10:30' }));
    expect(await screen.findByRole('button', { name: 'Réserver et payer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Soin/ }));
    await user.click(await screen.findByRole('button', { name: 'mardi 24 novembre, créneaux disponibles' }));
    await user.click(await screen.findByRole('button', { name: '10:30' }));
    expect(
      await screen.findByRole('button', { name: 'Réserver et enregistrer ma carte' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Votre carte est enregistrée en garantie…')).toBeInTheDocument();
  });

  it('keeps the usual button and no payment note for a service that asks nothing', async () => {
    const { user } = openBookingPage();
    await pickSlot(user);
    expect(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' })).toBeInTheDocument();
    expect(screen.queryByText(/Paiement sécurisé par Stripe/)).toBeNull();
    expect(screen.getByRole('button', { name: /Coupe femme/ })).not.toHaveTextContent('Acompte');
  });

  it('502: says the payment service is down, keeps the form, and tries again with a new key', async () => {
    let attempts = 0;
    const { api, user } = openBookingPage({
      [`GET ${BASE}`]: payingProvider(),
      [`POST ${BASE}/bookings`]: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 502,
              body: {
                success: false,
                code: 'PAYMENT_UNAVAILABLE',
                message: 'Le service de paiement ne répond pas. Réessayez dans quelques instants.',
              },
            }
          : held();
      },
    });
    await pickSlot(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', PAY));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service de paiement ne répond pas.');
    expect(screen.getByLabelText('Nom')).toHaveValue('Léa Martin');
    expect(vi.mocked(leavePageFor)).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', PAY));
    expect(await screen.findByRole('heading', { name: 'Paiement en attente' })).toBeInTheDocument();
    const [first, second] = api.callsTo(`POST ${BASE}/bookings`);
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('a reload after leaving for Stripe shows the hold again, never a confirmation', async () => {
    const first = openBookingPage({ [`GET ${BASE}`]: payingProvider(), [`POST ${BASE}/bookings`]: held() });
    await pickSlot(first.user);
    await fillForm(first.user);
    await first.user.click(screen.getByRole('button', PAY));
    await screen.findByRole('heading', { name: 'Paiement en attente' });
    first.app.unmount();

    openBookingPage({ [`GET ${BASE}`]: payingProvider() });
    const card = (await screen.findByRole('heading', { name: 'Paiement en attente' })).closest('section');
    expect(card).not.toBeNull();
    expect(
      within(card as HTMLElement).getByRole('link', { name: 'Voir ma réservation' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Rendez-vous confirmé')).toBeNull();
  });

  it('a hold answered without a Stripe page still says it waits for the payment', async () => {
    const { user } = openBookingPage({
      [`GET ${BASE}`]: payingProvider(),
      [`POST ${BASE}/bookings`]: held(null),
    });
    await pickSlot(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', PAY));
    expect(await screen.findByRole('heading', { name: 'Paiement en attente' })).toBeInTheDocument();
    expect(
      screen.getByText('Votre rendez-vous sera confirmé une fois le paiement reçu.'),
    ).toBeInTheDocument();
    expect(vi.mocked(leavePageFor)).not.toHaveBeenCalled();
  });
});
