import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, movementFixture } from '../../../lib/billing/billing-fixtures.test-support';
import { userDetail } from '../../../test/admin-users-fixtures';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const ID = '3f1c1a52-6b8e-4c57-9e3a-2a4b8e9d0c11';

function setup(creditsReply: { status: number; body: unknown }) {
  seedSession(admin);
  let balance = balanceFixture({ used: 3, remaining: 17, smsCredits: 3 });
  let smsMovements = [movementFixture(2, { kind: 'sms_use', bucket: 'sms', amount: -1 })];
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    [`GET /api/admin/users/${ID}`]: {
      body: userDetail({ id: ID, name: 'Camille Martin', email: 'c@exemple.fr' }),
    },
    [`GET /api/admin/users/${ID}/billing`]: () => ({
      body: { success: true, balance, movements: [movementFixture(1)], smsMovements },
    }),
    [`POST /api/admin/users/${ID}/payments`]: {
      status: 201,
      body: {
        success: true,
        invoice: {
          id: 'inv-1',
          number: 'F-2026-000042',
          kind: 'invoice',
          issuedAt: '2026-11-24T10:00:00.000Z',
          productType: 'recharge',
          label: 'Recharge 100 rendez-vous — valables 12 mois',
          totalExclCents: 1666,
          vatCents: 333,
          totalInclCents: 1999,
          vatRate: 20,
          method: 'transfer',
          status: 'paid',
          creditedInvoiceNumber: null,
          customer: { id: ID, name: 'Camille Martin' },
        },
        balance: balanceFixture({ credits: 100, remaining: 117 }),
      },
    },
    [`POST /api/admin/users/${ID}/sms-credits`]: () => {
      if (creditsReply.status !== 200) return creditsReply;
      balance = { ...balance, smsCredits: 103 };
      smsMovements = [
        movementFixture(3, { kind: 'sms_admin_credit', bucket: 'sms', amount: 100, reason: 'Geste' }),
        ...smsMovements,
      ];
      return { status: 200, body: { success: true, balance } };
    },
    [`POST /api/admin/users/${ID}/credits`]: () => {
      if (creditsReply.status === 200) balance = balanceFixture({ used: 3, remaining: 22, credits: 5 });
      return creditsReply;
    },
  });
  renderApp(`/admin/users/${ID}`);
  return { api, ui: userEvent.setup() };
}

describe('admin « Abonnement et crédits »', () => {
  it('requires a reason, then adds the credits and shows the new balance', async () => {
    const { api, ui } = setup({
      status: 200,
      body: { success: true, balance: balanceFixture({ remaining: 22, credits: 5 }) },
    });
    const card = within(await screen.findByRole('region', { name: 'Abonnement et crédits' }));
    expect(await card.findByText(/Pack/)).toHaveTextContent('Pack Gratuit');
    await ui.type(card.getByRole('spinbutton', { name: 'Nombre de crédits' }), '5');
    await ui.click(card.getByRole('button', { name: 'Ajouter les crédits' }));
    expect(await card.findByText('Le motif est requis')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/users/${ID}/credits`)).toHaveLength(0);

    await ui.type(card.getAllByRole('textbox', { name: 'Motif' })[1] as HTMLElement, 'Geste commercial');
    await ui.click(card.getByRole('button', { name: 'Ajouter les crédits' }));
    expect(await card.findByText('Crédits ajoutés.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/users/${ID}/credits`)[0]?.body).toEqual({
      amount: 5,
      reason: 'Geste commercial',
    });
    expect(await card.findByText(/22/)).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { ui } = setup({
      status: 400,
      body: { success: false, code: 'VALIDATION', field: 'amount', message: '10000 crédits au plus' },
    });
    const card = within(await screen.findByRole('region', { name: 'Abonnement et crédits' }));
    await ui.type(await card.findByRole('spinbutton', { name: 'Nombre de crédits' }), '50');
    await ui.type(card.getAllByRole('textbox', { name: 'Motif' })[1] as HTMLElement, 'Essai');
    await ui.click(card.getByRole('button', { name: 'Ajouter les crédits' }));
    expect(await card.findByText('10000 crédits au plus')).toBeInTheDocument();
  });

  it('records a bank transfer: product, reference and reason; says which invoice was issued', async () => {
    const { api, ui } = setup({ status: 200, body: {} });
    const card = within(await screen.findByRole('region', { name: 'Abonnement et crédits' }));
    const form = within(await card.findByRole('form', { name: 'Enregistrer un virement' }));
    await ui.selectOptions(form.getByRole('combobox', { name: 'Produit payé' }), 'recharge-100');
    await ui.click(form.getByRole('button', { name: 'Enregistrer le virement' }));
    expect(await form.findByText('La référence du virement est obligatoire')).toBeInTheDocument();
    await ui.type(form.getByRole('textbox', { name: 'Référence du virement' }), 'VIR-2026-11-24');
    await ui.type(form.getByRole('textbox', { name: 'Motif' }), 'Virement reçu le 24/11');
    await ui.click(form.getByRole('button', { name: 'Enregistrer le virement' }));
    // An invoice is final (issue 30): asked first, nothing sent until confirmed.
    const confirm = await screen.findByRole('alertdialog', { name: 'Émettre la facture ?' });
    expect(confirm).toHaveTextContent('virement « VIR-2026-11-24 »');
    expect(confirm).toHaveTextContent('ne pourra être annulée que par un avoir');
    expect(api.callsTo(`POST /api/admin/users/${ID}/payments`)).toHaveLength(0);
    await ui.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/admin/users/${ID}/payments`)).toHaveLength(0);
    await ui.click(form.getByRole('button', { name: 'Enregistrer le virement' }));
    await ui.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Émettre la facture' }),
    );
    expect(
      await card.findByText('Virement enregistré : facture F-2026-000042 émise et envoyée.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/admin/users/${ID}/payments`)[0]?.body).toEqual({
      productId: 'recharge-100',
      reference: 'VIR-2026-11-24',
      reason: 'Virement reçu le 24/11',
    });
  });

  it('adds SMS credits after a confirmation naming the new balance, and lists them in the SMS history', async () => {
    const { api, ui } = setup({ status: 200, body: {} });
    const card = within(await screen.findByRole('region', { name: 'Abonnement et crédits' }));
    const form = within(await card.findByRole('form', { name: 'Ajouter des crédits SMS' }));
    expect(form.getByText(/Solde actuel : 3 crédits SMS/)).toBeInTheDocument();
    const sms = within(card.getByRole('table', { name: 'Derniers mouvements des crédits SMS' }));
    expect(sms.getByText('SMS de rappel envoyé')).toBeInTheDocument();
    await ui.type(form.getByRole('spinbutton', { name: 'Nombre de crédits SMS' }), '100');
    await ui.click(form.getByRole('button', { name: 'Ajouter les crédits SMS' }));
    expect(await form.findByText('Le motif est requis')).toBeInTheDocument();
    await ui.type(form.getByRole('textbox', { name: 'Motif' }), 'Geste');
    await ui.click(form.getByRole('button', { name: 'Ajouter les crédits SMS' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Ajouter ces crédits SMS ?' });
    expect(confirm).toHaveTextContent('le solde passera de 3 à 103');
    expect(api.callsTo(`POST /api/admin/users/${ID}/sms-credits`)).toHaveLength(0);
    await ui.click(within(confirm).getByRole('button', { name: 'Ajouter' }));
    expect(await card.findByText('Crédits SMS ajoutés : 103 crédits SMS désormais.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/users/${ID}/sms-credits`)[0]?.body).toEqual({
      amount: 100,
      reason: 'Geste',
    });
    expect(await sms.findByText('Crédits SMS ajoutés par l’équipe Créneau')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an SMS removal under the amount', async () => {
    const message = 'Ce compte n’a que 3 crédits SMS : impossible d’en retirer davantage.';
    const { ui } = setup({
      status: 400,
      body: { success: false, code: 'VALIDATION', field: 'amount', message },
    });
    const form = within(
      await screen.findByRole('form', { name: 'Ajouter des crédits SMS' }, { timeout: 5000 }),
    );
    await ui.type(form.getByRole('spinbutton', { name: 'Nombre de crédits SMS' }), '-5');
    await ui.type(form.getByRole('textbox', { name: 'Motif' }), 'Erreur');
    await ui.click(form.getByRole('button', { name: 'Ajouter les crédits SMS' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retirer ces crédits SMS ?' });
    await ui.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await form.findByText(message)).toBeInTheDocument();
  });
});
