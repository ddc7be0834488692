import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, movementFixture } from '../../lib/billing/billing-fixtures.test-support';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { userDetail } from './test/user-detail';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const ID = '3f1c1a52-6b8e-4c57-9e3a-2a4b8e9d0c11';

function setup(creditsReply: { status: number; body: unknown }) {
  seedSession(admin);
  let balance = balanceFixture({ used: 3, remaining: 17 });
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    [`GET /api/admin/users/${ID}`]: {
      body: userDetail({ id: ID, name: 'Camille Martin', email: 'c@exemple.fr' }),
    },
    [`GET /api/admin/users/${ID}/billing`]: () => ({
      body: { success: true, balance, movements: [movementFixture(1)] },
    }),
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
    const card = within(
      await screen.findByRole('region', { name: 'Abonnement et crédits' }, { timeout: 5000 }),
    );
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
    const card = within(
      await screen.findByRole('region', { name: 'Abonnement et crédits' }, { timeout: 5000 }),
    );
    await ui.type(await card.findByRole('spinbutton', { name: 'Nombre de crédits' }), '50');
    await ui.type(card.getAllByRole('textbox', { name: 'Motif' })[1] as HTMLElement, 'Essai');
    await ui.click(card.getByRole('button', { name: 'Ajouter les crédits' }));
    expect(await card.findByText('10000 crédits au plus')).toBeInTheDocument();
  });
});
