import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, type TInvoice } from '../../../shared/schemas/payments';
import { balanceFixture, movementFixture, PACKS_BODY } from '../../lib/billing/billing-fixtures.test-support';
import { leavePageFor } from '../../lib/leave-page';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

const INVOICE: TInvoice = {
  id: 'inv-1',
  number: 'F-2026-000007',
  kind: 'invoice',
  issuedAt: '2026-11-20T10:00:00.000Z',
  productType: 'pack',
  label: 'Pack Pro — abonnement mensuel, 200 rendez-vous par mois',
  totalExclCents: 1249,
  vatCents: 250,
  totalInclCents: 1499,
  vatRate: 20,
  method: 'card',
  status: 'paid',
  creditedInvoiceNumber: null,
  customer: { id: 'p1', name: 'Cabinet Dupont' },
};
const invoicesBody = (invoices: TInvoice[]) => ({
  body: { success: true, invoices, page: 1, pageSize: 50, total: invoices.length },
});

function openSubscription(
  balance = balanceFixture(),
  movements = [movementFixture(1)],
  handlers: Parameters<typeof stubProviderApi>[0] = {},
) {
  const api = stubProviderApi({
    'GET /api/billing/subscription': { body: { success: true, paymentsEnabled: true, subscription: null } },
    'GET /api/billing/invoices': invoicesBody([]),
    'GET /api/billing/transfers': { body: { success: true, bank: null, orders: [], period: null } },
    'GET /api/billing/sms-movements': {
      body: { success: true, movements: [], page: 1, pageSize: 50, total: 0 },
    },
    ...handlers,
    'GET /api/billing/balance': { body: { success: true, balance } },
    'GET /api/billing/packs': { body: PACKS_BODY },
    'GET /api/billing/movements': {
      body: { success: true, movements, page: 1, pageSize: 50, total: movements.length },
    },
    'GET /api/config/public': { status: 404, body: { success: false, message: 'Introuvable' } },
    ...handlers,
  });
  renderApp('/dashboard/subscription');
  return { api, ui: userEvent.setup() };
}

describe('« Abonnement »', () => {
  const env = useFakeSocketAndAlert();

  it('shows the plan, its period, what is left, the offers and the history', async () => {
    openSubscription(
      balanceFixture({ used: 11, remaining: 14, credits: 5, creditsExpireAt: '2027-11-10T09:00:00.000Z' }),
      [
        movementFixture(2, {
          kind: 'admin_credit',
          bucket: 'credits',
          amount: 5,
          reason: 'Geste',
          authorName: 'Alice',
        }),
      ],
    );
    await screen.findByRole('heading', { level: 1, name: 'Abonnement' }, LOAD);
    expect(await screen.findByText(/période du 1er novembre 2026 au 30 novembre 2026/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Rendez-vous utilisés sur la période' })).toHaveAttribute(
      'aria-valuetext',
      '11 sur 25',
    );
    expect(screen.getByText(/les prochains expirent le 10 novembre 2027/)).toBeInTheDocument();
    const history = within(await screen.findByRole('table', { name: /Historique du quota/ }));
    expect(history.getByText('Crédits ajoutés par l’équipe Créneau')).toBeInTheDocument();
    expect(history.getByText('+5')).toBeInTheDocument();
    expect(history.getByText('par Alice')).toBeInTheDocument();
    expect(await screen.findByText('Votre pack actuel')).toBeInTheDocument();
    expect(screen.getByText('6,99 €')).toBeInTheDocument();
  });

  it('sends the provider to Stripe Checkout for a pack or a recharge; shows a refusal in French', async () => {
    const { api, ui } = openSubscription(balanceFixture(), [movementFixture(1)], {
      'POST /api/billing/checkout': { body: { success: true, url: 'https://checkout.stripe.test/cs_1' } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Choisir le pack Pro' }, LOAD));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1'));
    expect(api.callsTo('POST /api/billing/checkout').map((c) => c.body)).toEqual([{ packId: 'pro' }]);
    expect(screen.getByText('Redirection vers la page de paiement sécurisée…')).toBeInTheDocument();
  });

  it('says plainly when card payment is off, and offers no dead button', async () => {
    openSubscription(balanceFixture(), [movementFixture(1)], {
      'GET /api/billing/subscription': {
        body: { success: true, paymentsEnabled: false, subscription: null },
      },
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.disabled, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir le pack Pro' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Acheter : Recharge 20 rendez-vous' })).toBeDisabled();
  });

  it('lists the invoices with their PDF, and refreshes them when a payment lands (user:creditsUpdated)', async () => {
    let paid = false;
    openSubscription(balanceFixture(), [movementFixture(1)], {
      'GET /api/billing/invoices': () => invoicesBody(paid ? [INVOICE] : []),
      'GET /api/billing/subscription': () => ({
        body: {
          success: true,
          paymentsEnabled: true,
          subscription: paid ? { packId: 'pro', since: '2026-11-20T10:00:00.000Z' } : null,
        },
      }),
    });
    expect(await screen.findByText('Aucune facture pour l’instant.', {}, LOAD)).toBeInTheDocument();
    paid = true;
    await act(async () => env.socket.acceptConnection());
    act(() =>
      env.socket.receive('user:creditsUpdated', {
        balance: balanceFixture({ packId: 'pro', remaining: 200 }),
      }),
    );
    const table = within(await screen.findByRole('table', { name: /Vos factures et avoirs/ }));
    expect(table.getByText('Facture F-2026-000007')).toBeInTheDocument();
    expect(table.getByText('14,99 €')).toBeInTheDocument();
    expect(
      table.getByRole('button', { name: 'Télécharger la facture F-2026-000007 (PDF)' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Gérer mon abonnement' })).toBeInTheDocument();
  });

  it('warns at 10 left and at 0; the header meter follows user:creditsUpdated live', async () => {
    openSubscription(balanceFixture({ used: 9, remaining: 11 }));
    const meter = await screen.findByRole('link', { name: 'Quota : 11 rendez-vous restants' }, LOAD);
    expect(meter).toHaveAttribute('data-level', 'ok');
    await act(async () => env.socket.acceptConnection());
    act(() =>
      env.socket.receive('user:creditsUpdated', {
        balance: balanceFixture({ used: 10, remaining: 10, lowQuota: true }),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Quota : 10 rendez-vous restants' })).toHaveAttribute(
      'data-level',
      'low',
    );
    expect(screen.getByText(/Il vous reste 10 rendez-vous/)).toBeInTheDocument();
    act(() =>
      env.socket.receive('user:creditsUpdated', {
        balance: balanceFixture({ used: 21, remaining: 0, lowQuota: true, overage: 1 }),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Quota : 0 rendez-vous restant' })).toHaveAttribute(
      'data-level',
      'exhausted',
    );
    expect(
      screen.getByText(/votre page de réservation n’accepte plus de nouvelles réservations/),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 rendez-vous hors quota/)).toBeInTheDocument();
  });

  it('says « illimité » on the unlimited pack, with no bar', async () => {
    openSubscription(balanceFixture({ packId: 'illimite', remaining: null, used: 42 }));
    expect(await screen.findByRole('link', { name: 'Quota : illimité' }, LOAD)).toHaveAttribute(
      'data-level',
      'ok',
    );
    expect(await screen.findByText(/sans limite/)).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Rendez-vous utilisés sur la période' }),
    ).not.toBeInTheDocument();
  });

  it('shows the SMS credits and their history, and sells the SMS recharges through Checkout', async () => {
    const used = movementFixture(3, { kind: 'sms_use', bucket: 'sms', amount: -1 });
    const { api, ui } = openSubscription(balanceFixture({ smsCredits: 42 }), [movementFixture(1)], {
      'GET /api/billing/sms-movements': {
        body: { success: true, movements: [used], page: 1, pageSize: 50, total: 1 },
      },
      'POST /api/billing/checkout': { body: { success: true, url: 'https://checkout.stripe.test/cs_2' } },
    });
    const balance = await screen.findByText(/Crédits SMS :/, { selector: 'p' }, LOAD);
    expect(balance).toHaveTextContent('Crédits SMS : 42');
    // The SMS settings link to this card (« …#credits-sms »).
    expect(balance.closest('section')).toHaveAttribute('id', 'credits-sms');
    const history = within(await screen.findByRole('table', { name: /Historique des crédits SMS/ }));
    expect(history.getByText('SMS de rappel envoyé')).toBeInTheDocument();
    expect(history.getByText('−1')).toBeInTheDocument();
    expect(history.getByRole('columnheader', { name: 'SMS' })).toBeInTheDocument();
    // The quota's history does not show SMS movements.
    const quota = within(screen.getByRole('table', { name: /Historique du quota/ }));
    expect(quota.queryByText('SMS de rappel envoyé')).not.toBeInTheDocument();
    expect(screen.getByText('9,00 € TTC')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Acheter : Recharge 500 SMS' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://checkout.stripe.test/cs_2'));
    expect(api.callsTo('POST /api/billing/checkout').map((c) => c.body)).toEqual([{ rechargeId: 'sms-500' }]);
  });

  it('shows 0 SMS credits and says when there is no SMS movement yet', async () => {
    openSubscription(balanceFixture(), [movementFixture(1)]);
    const block = await screen.findByText(/Crédits SMS :/, { selector: 'p' }, LOAD);
    expect(block).toHaveTextContent('Crédits SMS : 0');
    expect(await screen.findByText('Aucun mouvement pour l’instant.')).toBeInTheDocument();
  });

  it('says so when the SMS history cannot be loaded, the rest of the page still works', async () => {
    openSubscription(balanceFixture(), [movementFixture(1)], {
      'GET /api/billing/sms-movements': { status: 500, body: { success: false, message: 'Erreur' } },
    });
    expect(await screen.findByText(/L’historique n’a pas pu être chargé/, {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Historique du quota/ })).toBeInTheDocument();
  });
});
