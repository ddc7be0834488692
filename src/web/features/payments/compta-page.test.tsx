import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TComptaMonth, TInvoice } from '../../../shared/schemas/payments';
import { adminTransferOrder, balanceFixture } from '../../lib/billing/billing-fixtures.test-support';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const zero = { exclCents: 0, vatCents: 0, inclCents: 0, refundsInclCents: 0 };

function month(name: string, inclCents: number, refundsInclCents = 0): TComptaMonth {
  const exclCents = Math.round(inclCents / 1.2);
  return {
    month: name,
    exclCents,
    vatCents: inclCents - exclCents,
    inclCents,
    refundsInclCents,
    netInclCents: inclCents - refundsInclCents,
    netExclCents: exclCents - Math.round(refundsInclCents / 1.2),
    invoices: inclCents > 0 ? 1 : 0,
    creditNotes: refundsInclCents > 0 ? 1 : 0,
    byType: {
      pack: { ...zero, inclCents },
      recharge: { ...zero },
      sms: { ...zero, inclCents: 3900 },
      shop: { ...zero },
    },
  };
}

const INVOICE: TInvoice = {
  id: 'inv-1',
  number: 'F-2026-000003',
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
  customer: { id: 'u-1', name: 'Cabinet Dupont' },
};

const PENDING = adminTransferOrder({ id: 'u-1', name: 'Cabinet Dupont', email: 'dupont@exemple.fr' });

function setup(invoices: TInvoice[], handlers: Parameters<typeof stubFetch>[0] = {}) {
  seedSession(admin);
  const api = stubFetch({
    'GET /api/admin/transfer-orders': { body: { success: true, orders: [] } },
    ...handlers,
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/compta': {
      body: {
        success: true,
        from: '2026-10',
        to: '2026-11',
        months: [month('2026-10', 0), month('2026-11', 1499)],
        totals: month('2026-10/2026-11', 1499),
        activeSubscriptions: 3,
        mrrExclCents: 3747,
        cardSubscriptions: 2,
      },
    },
    'GET /api/admin/invoices': {
      body: { success: true, invoices, page: 1, pageSize: 50, total: invoices.length },
    },
  });
  renderApp('/admin/compta');
  return { api, ui: userEvent.setup() };
}

describe('/admin/compta', () => {
  it('shows the key figures, the months and the invoices; the filters go to the server', async () => {
    const { api, ui } = setup([INVOICE]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptabilité' })).toBeInTheDocument();
    const months = within(await screen.findByRole('table', { name: 'Chiffre d’affaires par mois' }));
    expect(months.getByRole('rowheader', { name: 'Novembre 2026' })).toBeInTheDocument();
    expect(months.getAllByText('14,99 €').length).toBeGreaterThan(0);
    expect(screen.getByText('MRR HT').nextSibling).toHaveTextContent('37,47 €');
    expect(screen.getByText('Abonnements actifs').nextSibling).toHaveTextContent('3');
    // SMS recharges (issue 35) have their own line.
    const sms = screen.getByRole('rowheader', { name: 'SMS' }).closest('tr') as HTMLElement;
    expect(within(sms).getByText('39,00 €')).toBeInTheDocument();
    const documents = within(screen.getByRole('table', { name: /Factures et avoirs/ }));
    expect(documents.getByRole('link', { name: 'Cabinet Dupont' })).toHaveAttribute(
      'href',
      '/admin/users/u-1',
    );
    expect(
      documents.getByRole('button', { name: 'Télécharger la facture F-2026-000003 (PDF)' }),
    ).toBeInTheDocument();

    await ui.selectOptions(screen.getByRole('combobox', { name: 'Pièce' }), 'credit_note');
    await screen.findByRole('table', { name: /Factures et avoirs/ });
    expect(api.callsTo('GET /api/admin/invoices').at(-1)?.url).toContain('kind=credit_note');
  });

  it('says so when the period has no invoice', async () => {
    setup([]);
    expect(await screen.findByText('Aucune écriture comptable')).toBeInTheDocument();
  });

  it('confirms a pending transfer in one click, after a confirmation step, and drops it from the list', async () => {
    let confirmed = false;
    const { api, ui } = setup([], {
      'GET /api/admin/transfer-orders': () => ({
        body: { success: true, orders: confirmed ? [] : [PENDING] },
      }),
      [`POST /api/admin/transfer-orders/${PENDING.id}/confirm`]: () => {
        confirmed = true;
        return {
          body: {
            success: true,
            order: { ...PENDING, status: 'paid', paidAt: '2026-11-21T10:00:00.000Z' },
            invoice: { ...INVOICE, method: 'transfer', number: 'F-2026-000004' },
            balance: balanceFixture({ packId: 'pro', remaining: 200 }),
          },
        };
      },
    });
    const pending = within(await screen.findByRole('region', { name: 'Virements en attente' }));
    expect(await pending.findByText('CRN-7KQ4-MX2P')).toBeInTheDocument();
    expect(pending.getByText('dupont@exemple.fr')).toBeInTheDocument();
    await ui.click(pending.getByRole('button', { name: 'Confirmer la réception du virement CRN-7KQ4-MX2P' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Confirmer la réception du virement ?' }),
    );
    expect(api.callsTo(`POST /api/admin/transfer-orders/${PENDING.id}/confirm`)).toHaveLength(0);
    await ui.click(dialog.getByRole('button', { name: 'Confirmer la réception' }));
    expect(
      await screen.findByText(
        /Virement CRN-7KQ4-MX2P confirmé : facture F-2026-000004 émise, Pack Pro actif pour Cabinet Dupont/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(pending.getByText('Aucune commande n’attend de virement.')).toBeInTheDocument(),
    );
    expect(api.callsTo(`POST /api/admin/transfer-orders/${PENDING.id}/confirm`)).toHaveLength(1);
  });
});
