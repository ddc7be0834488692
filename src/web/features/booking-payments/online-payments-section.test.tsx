import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePageFor } from '../../lib/leave-page';
import { seriousViolations } from '../../test/axe';
import { createService, LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import { ACTIVE, aReceivedPayment, connectBody, PENDING } from './payments-fixtures.test-support';

vi.mock('../../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

// Thursday 26 November 2026, 09:00 in Paris.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] }));
afterEach(() => vi.mocked(leavePageFor).mockClear());

const NO_PAYMENTS = { body: { success: true, payments: [] } };

describe('« Paiements en ligne » in the dashboard', () => {
  it('says calmly that the instance offers no online payments, with no button', async () => {
    stubProviderApi({ 'GET /api/payments/connect': connectBody(false) });
    renderApp('/dashboard/online-payments');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiements en ligne' }, LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Les paiements en ligne ne sont pas proposés sur Créneau/, {}, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /paiements en ligne|vérification|Stripe/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paiements reçus' })).not.toBeInTheDocument();
  });

  it('explains the model and sends a provider without an account to Stripe', async () => {
    const api = stubProviderApi({
      'GET /api/payments/connect': connectBody(true),
      'POST /api/payments/connect': {
        body: { success: true, url: 'https://connect.stripe.com/setup/e/abc' },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/online-payments');
    expect(
      await screen.findByText(
        /Créneau ne prend aucune commission, seuls les frais de Stripe s’appliquent/,
        {},
        LOAD,
      ),
    ).toHaveTextContent('L’argent arrive directement sur votre propre compte Stripe');
    // The status is announced when it changes.
    const status = (await screen.findByText('Non activé', {}, LOAD)).closest('[role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Statut : Non activé');
    expect(screen.getByText(/Vos clients ne peuvent pas encore payer en ligne/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activer les paiements en ligne' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/abc'));
    expect(api.callsTo('POST /api/payments/connect')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows why Stripe could not be reached, in French, and stays on the page', async () => {
    stubProviderApi({
      'GET /api/payments/connect': connectBody(true),
      'POST /api/payments/connect': {
        status: 502,
        body: {
          success: false,
          message: 'Le service de paiement ne répond pas. Réessayez dans quelques instants.',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/online-payments');
    await user.click(await screen.findByRole('button', { name: 'Activer les paiements en ligne' }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’ouvrir la page de Stripe. Le service de paiement ne répond pas.',
    );
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('back from Stripe, reads the account again and thanks the provider while Stripe checks', async () => {
    let account = null as typeof PENDING | null;
    const api = stubProviderApi({
      'GET /api/payments/connect': () => connectBody(true, account),
      'GET /api/payments/received': NO_PAYMENTS,
      'GET /api/services': {
        body: {
          success: true,
          services: [createService({ payment: { mode: 'deposit', amountCents: 2000 } })],
        },
      },
    });
    account = PENDING;
    renderApp('/dashboard/online-payments?onboarding=retour');
    expect(await screen.findByText('En attente de vérification', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Merci ! Stripe vérifie vos informations…')).toBeInTheDocument();
    expect(
      screen.getByText(/Stripe vérifie vos informations\. Tant que la vérification/),
    ).toBeInTheDocument();
    // Its services that ask for a payment are booked without one for now.
    expect(await screen.findByText(/Certaines de vos prestations demandent un paiement/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reprendre la vérification' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/payments/connect').length).toBeGreaterThanOrEqual(1);
  });

  it('an active account offers to manage it and lists the received payments, each opening its booking', async () => {
    const refunded = aReceivedPayment({
      bookingId: '33333333-3333-4333-8333-333333333333',
      clientName: 'Paul Petit',
      mode: 'full',
      status: 'refunded',
      amountCents: 4500,
      refundedCents: 4500,
      refundedAt: '2026-11-12T10:00:00.000Z',
    });
    const guarantee = aReceivedPayment({
      bookingId: '44444444-4444-4444-8444-444444444444',
      clientName: 'Awa Diallo',
      mode: 'guarantee',
      status: 'card_saved',
      amountCents: 0,
      noShowFeeCents: 3000,
      feeStatus: 'charged',
    });
    const api = stubProviderApi({
      'GET /api/payments/connect': connectBody(true, ACTIVE),
      'GET /api/payments/received': {
        body: { success: true, payments: [aReceivedPayment(), refunded, guarantee] },
      },
    });
    renderApp('/dashboard/online-payments');
    expect(await screen.findByText('Actif', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gérer mon compte Stripe' })).toBeInTheDocument();
    expect(screen.queryByText(/Merci/)).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Paiements reçus, les plus récents d’abord' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual(
      [
        ['20 nov. 2026 à 10:30', 'Marie Dupont', 'Coupe femme', 'Acompte', '20,00 €', 'Payé'],
        [
          '20 nov. 2026 à 10:30',
          'Paul Petit',
          'Coupe femme',
          'Paiement complet',
          '45,00 €',
          'Remboursé (45,00 €)',
        ],
        [
          '20 nov. 2026 à 10:30',
          'Awa Diallo',
          'Coupe femme',
          'Carte en garantie',
          'Garantie : 30,00 € en cas d’absence',
          'Carte enregistrée · Frais d’absence prélevés',
        ],
      ].map((row) => row.map((text) => text.replace(/ €/g, '\u00a0€'))),
    );
    expect(within(table).getByRole('link', { name: 'Voir le rendez-vous de Paul Petit' })).toHaveAttribute(
      'href',
      '/dashboard/appointments?booking=33333333-3333-4333-8333-333333333333',
    );
    // The phone's cards carry the same lines.
    const cards = screen.getByRole('list', { name: 'Paiements reçus' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    // The last 90 days by default, today included.
    expect(api.callsTo('GET /api/payments/received')[0]?.url).toBe(
      '/api/payments/received?from=2026-08-29&to=2026-11-26',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when no payment was received, reads another range, and exports it as CSV with the session', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:test/csv', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.href.startsWith('blob:')) saved.push(this.download);
    });
    const api = stubProviderApi({
      'GET /api/payments/connect': connectBody(true, ACTIVE),
      'GET /api/payments/received': NO_PAYMENTS,
      'GET /api/payments/received.csv': { body: 'date;client' },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/online-payments');
    expect(
      await screen.findByRole('heading', { name: 'Aucun paiement sur cette période' }, LOAD),
    ).toBeInTheDocument();
    const from = screen.getByLabelText('Du');
    expect(from).toHaveValue('2026-08-29');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await waitFor(() =>
      expect(api.callsTo('GET /api/payments/received').at(-1)?.url).toBe(
        '/api/payments/received?from=2026-01-01&to=2026-11-26',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = api.callsTo('GET /api/payments/received.csv')[0];
    expect(csv?.url).toBe('/api/payments/received.csv?from=2026-01-01&to=2026-11-26');
    expect(csv?.headers.Authorization).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('says when the list cannot be loaded, in French, and « Réessayer » loads it', async () => {
    let failing = true;
    stubProviderApi({
      'GET /api/payments/connect': connectBody(true, ACTIVE),
      'GET /api/payments/received': () =>
        failing
          ? { status: 500, body: { success: false, message: 'Erreur interne du serveur' } }
          : { body: { success: true, payments: [aReceivedPayment()] } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/online-payments');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Impossible de charger les paiements reçus. Erreur interne du serveur',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Marie Dupont');
  });

  it('says when the account cannot be read, in French, and « Réessayer » reads it', async () => {
    let failing = true;
    stubProviderApi({
      'GET /api/payments/connect': () =>
        failing
          ? { status: 500, body: { success: false, message: 'Erreur interne du serveur' } }
          : connectBody(true),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/online-payments');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Impossible de savoir où en est votre compte Stripe. Erreur interne du serveur',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Activer les paiements en ligne' })).toBeInTheDocument();
  });
});
