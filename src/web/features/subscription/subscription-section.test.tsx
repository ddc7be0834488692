import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, movementFixture, PACKS_BODY } from '../../lib/billing/billing-fixtures.test-support';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { LOAD, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

function openSubscription(balance = balanceFixture(), movements = [movementFixture(1)]) {
  const api = stubProviderApi({
    'GET /api/billing/balance': { body: { success: true, balance } },
    'GET /api/billing/packs': { body: PACKS_BODY },
    'GET /api/billing/movements': {
      body: { success: true, movements, page: 1, pageSize: 50, total: movements.length },
    },
    'GET /api/config/public': { status: 404, body: { success: false, message: 'Introuvable' } },
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

  it('says card payment is not available yet instead of a dead button', async () => {
    const { ui } = openSubscription();
    await ui.click(await screen.findByRole('button', { name: 'Changer de pack : Pro' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paiement par carte' }));
    expect(dialog.getByText('Le paiement par carte n’est pas encore disponible.')).toBeInTheDocument();
    expect(dialog.getByText(/Pour passer au pack Pro,/)).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    await ui.click(screen.getByRole('button', { name: 'Recharger : Recharge 20 rendez-vous' }));
    expect(await screen.findByText(/la recharge de 20 rendez-vous/)).toBeInTheDocument();
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
});
