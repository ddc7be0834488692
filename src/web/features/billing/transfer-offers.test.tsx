import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments';
import type { TTransferOrder, TTransfersResponse } from '../../../shared/schemas/payments-transfers';
import {
  balanceFixture,
  movementFixture,
  PACKS_BODY,
  TRANSFER_ORDER,
} from '../../lib/billing/billing-fixtures.test-support';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import { TRANSFER_OFFER } from './components/payments-off-notice';

const BANK = { holder: 'Créneau SAS', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };
const ORDER = TRANSFER_ORDER;

/** « Abonnement » on an instance without Stripe; `transfers` answers GET /api/billing/transfers each time. */
function openSubscription(transfers: () => Omit<TTransfersResponse, 'success'>, handlers = {}) {
  const api = stubProviderApi({
    'GET /api/billing/subscription': { body: { success: true, paymentsEnabled: false, subscription: null } },
    'GET /api/billing/invoices': { body: { success: true, invoices: [], page: 1, pageSize: 50, total: 0 } },
    'GET /api/billing/transfers': () => ({ body: { success: true, ...transfers() } }),
    'GET /api/billing/balance': { body: { success: true, balance: balanceFixture() } },
    'GET /api/billing/packs': { body: PACKS_BODY },
    'GET /api/billing/movements': {
      body: { success: true, movements: [movementFixture(1)], page: 1, pageSize: 50, total: 1 },
    },
    'GET /api/config/public': { status: 404, body: { success: false, message: 'Introuvable' } },
    ...handlers,
  });
  renderApp('/dashboard/subscription');
  return { api, ui: userEvent.setup() };
}

describe('« Payer par virement » (issue 30 item 10, ADR 0056)', () => {
  useFakeSocketAndAlert();

  it('without bank details: the notice says to write to the team, no transfer button', async () => {
    openSubscription(() => ({ bank: null, orders: [], period: null }));
    expect(await screen.findByText(PAYMENT_MESSAGES.disabled, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payer par virement/ })).not.toBeInTheDocument();
  });

  it('orders a pack by transfer: IBAN, holder, BIC, amount and reference to copy; cancels it after confirming', async () => {
    let orders: TTransferOrder[] = [];
    const { api, ui } = openSubscription(() => ({ bank: BANK, orders, period: null }), {
      'POST /api/billing/transfers': () => {
        orders = [ORDER];
        return { status: 201, body: { success: true, order: ORDER, bank: BANK } };
      },
      [`POST /api/billing/transfers/${ORDER.id}/cancel`]: () => {
        orders = [];
        return { body: { success: true, order: { ...ORDER, status: 'cancelled' }, bank: BANK } };
      },
    });
    expect(await screen.findByText(TRANSFER_OFFER, {}, LOAD)).toBeInTheDocument();
    // Cards are off: no dead « Choisir », the transfer instead.
    expect(screen.queryByRole('button', { name: 'Choisir le pack Pro' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Payer par virement : pack Pro' }));
    expect(api.callsTo('POST /api/billing/transfers').map((c) => c.body)).toEqual([{ packId: 'pro' }]);
    expect(await screen.findByText(/avec la référence CRN-7KQ4-MX2P/)).toBeInTheDocument();

    const pending = within(await screen.findByRole('region', { name: 'Virements à effectuer' }));
    expect(pending.getByText('En attente de virement')).toBeInTheDocument();
    expect(pending.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    expect(pending.getByText('Créneau SAS')).toBeInTheDocument();
    expect(pending.getByText('AGRIFRPP')).toBeInTheDocument();
    expect(pending.getByText('14,99 € TTC')).toBeInTheDocument();
    expect(pending.getByText('CRN-7KQ4-MX2P')).toBeInTheDocument();
    // Copying says what was copied, not « Lien copié ».
    await ui.click(pending.getByRole('button', { name: 'Copier la référence' }));
    expect(await pending.findByText('Référence copiée')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('CRN-7KQ4-MX2P');
    await ui.click(pending.getByRole('button', { name: 'Copier l’IBAN' }));
    expect(await pending.findByText('IBAN copié')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(BANK.iban);

    await ui.click(pending.getByRole('button', { name: 'Annuler la commande' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Annuler cette commande ?' }));
    await ui.click(dialog.getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/billing/transfers/${ORDER.id}/cancel`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Virements à effectuer' })).not.toBeInTheDocument(),
    );
    // No « faites le virement » left for an order no longer awaited.
    expect(screen.queryByText(/Commande enregistrée/)).not.toBeInTheDocument();
  });

  it('a month paid by transfer: until when, and « Revenir à l’offre gratuite » at once after confirming', async () => {
    const period = {
      orderId: ORDER.id,
      packId: 'pro',
      start: '2026-11-20T10:00:00.000Z',
      end: '2026-12-20T10:00:00.000Z',
      stopAtEnd: false,
    };
    const { api, ui } = openSubscription(() => ({ bank: BANK, orders: [], period }), {
      'POST /api/billing/transfers/stop': {
        body: {
          success: true,
          message: 'Votre compte est revenu à l’offre gratuite dès maintenant.',
          balance: balanceFixture(),
        },
      },
    });
    expect(await screen.findByText(/Payé jusqu’au 20 décembre 2026 inclus/, {}, LOAD)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Revenir à l’offre gratuite' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Revenir à l’offre gratuite ?' }));
    expect(
      dialog.getByRole('button', { name: 'À la fin du mois payé (le 20 décembre 2026)' }),
    ).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: 'Tout de suite' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/billing/transfers/stop').map((c) => c.body)).toEqual([{ when: 'now' }]),
    );
    expect(
      await screen.findByText('Votre compte est revenu à l’offre gratuite dès maintenant.'),
    ).toBeInTheDocument();
  });
});
