import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES, type TOrder } from '../../../../shared/schemas/shop';
import { useFakeSocketAndAlert } from '../../../lib/realtime/fake-socket.test-support';
import { loadRealtimeClient } from '../../../lib/realtime/realtime-loader';
import { seriousViolations } from '../../../test/axe';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { LOAD, PROVIDER_ID } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';
import { ORDER_ID, orderFixture, ordersBody } from '../test/shop-fixtures';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const ORDER_PATH = `/api/admin/orders/${ORDER_ID}`;

function openAdmin(path: string, handlers: Record<string, THandler> = {}) {
  seedSession(admin);
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/orders': ordersBody([orderFixture()]),
    ...handlers,
  });
  renderApp(path);
  return { api, ui: userEvent.setup() };
}

const orderReply = (order: TOrder) => ({ body: { success: true, order } });
const badge = () => screen.getAllByText('Statut :')[0]?.parentElement;

describe('/admin/physical-orders', () => {
  const env = useFakeSocketAndAlert();

  it('lists the orders, filters by status in the address, and opens one', async () => {
    const { api, ui } = openAdmin('/admin/physical-orders', {
      [`GET ${ORDER_PATH}`]: orderReply(orderFixture()),
    });
    const link = await screen.findByRole('link', { name: 'CMD-000042' }, LOAD);
    expect(link.closest('li')).toHaveTextContent('Camille Martin · 2 articles');
    expect(link.closest('li')).toHaveTextContent('59,80 €');
    await ui.selectOptions(screen.getByLabelText('Statut'), 'shipped');
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/admin/orders?status=shipped&page=1'));
    expect(await seriousViolations()).toEqual([]);

    await ui.click(await screen.findByRole('link', { name: 'CMD-000042' }, LOAD));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande CMD-000042' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commandes physiques' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers only the allowed moves; shipping needs carrier and tracking; a move arrives live', async () => {
    const preparing = orderFixture({ status: 'preparing' });
    const shipped = orderFixture({ status: 'shipped', trackingNumber: '6A123', carrier: 'Colissimo' });
    const { api, ui } = openAdmin(`/admin/physical-orders/${ORDER_ID}`, {
      [`GET ${ORDER_PATH}`]: orderReply(preparing),
      [`PATCH ${ORDER_PATH}/status`]: orderReply(shipped),
    });
    const select = await screen.findByLabelText('Nouveau statut', {}, LOAD);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Expédiée', 'Annulée']);
    expect(
      screen.getByRole('img', {
        name: `QR code imprimé sur « Présentoir QR » : https://creneau.fr/booking/${PROVIDER_ID}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bordereau de préparation (PDF)' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Télécharger la facture F-2026-000009 (PDF)' }),
    ).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Passer à « Expédiée »' }));
    expect(screen.getByLabelText('Numéro de suivi')).toHaveAccessibleDescription(
      SHOP_MESSAGES.trackingRequired,
    );
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await ui.type(screen.getByLabelText('Transporteur'), 'Colissimo');
    await ui.type(screen.getByLabelText('Numéro de suivi'), '6A123');
    await ui.click(screen.getByRole('button', { name: 'Passer à « Expédiée »' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Statut : Expédiée'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'shipped',
      trackingNumber: '6A123',
      carrier: 'Colissimo',
    });
    expect(screen.getByLabelText('Nouveau statut')).toHaveValue('delivered');

    await act(() => loadRealtimeClient().then(() => undefined));
    act(() =>
      env.socket.receive('order:updated', { order: orderFixture({ ...shipped, status: 'delivered' }) }),
    );
    await waitFor(() => expect(badge()).toHaveTextContent('Statut : Livrée'));
    expect(screen.getByText('Cette commande n’a plus d’étape à venir.')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a card refund is left to Stripe: said before sending, and the server’s refusal shown', async () => {
    const { api, ui } = openAdmin(`/admin/physical-orders/${ORDER_ID}`, {
      [`GET ${ORDER_PATH}`]: orderReply(orderFixture({ status: 'cancelled' })),
      [`PATCH ${ORDER_PATH}/status`]: {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: SHOP_MESSAGES.cardRefundByStripe },
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Passer à « Remboursée »' }, LOAD));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      SHOP_MESSAGES.cardRefundByStripe,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_MESSAGES.cardRefundByStripe);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('cancelling a paid order is confirmed before it is sent', async () => {
    const { api, ui } = openAdmin(`/admin/physical-orders/${ORDER_ID}`, {
      [`GET ${ORDER_PATH}`]: orderReply(orderFixture()),
      [`PATCH ${ORDER_PATH}/status`]: orderReply(orderFixture({ status: 'cancelled' })),
    });
    await ui.selectOptions(await screen.findByLabelText('Nouveau statut', {}, LOAD), 'cancelled');
    await ui.click(screen.getByRole('button', { name: 'Passer à « Annulée »' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Annuler la commande CMD-000042 ?' }));
    expect(confirm.getByText(/remboursé par Stripe/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await ui.click(confirm.getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Statut : Annulée'));
  });

  it('recording a transfer asks before issuing the invoice (issue 30)', async () => {
    const { api, ui } = openAdmin(`/admin/physical-orders/${ORDER_ID}`, {
      [`GET ${ORDER_PATH}`]: orderReply(orderFixture({ status: 'pending_payment', paymentMethod: null })),
      [`PATCH ${ORDER_PATH}/status`]: orderReply(orderFixture({ status: 'paid', paymentMethod: 'transfer' })),
    });
    await ui.selectOptions(await screen.findByLabelText('Nouveau statut', {}, LOAD), 'paid');
    await ui.type(screen.getByLabelText('Référence du virement reçu'), 'VIR-2026-1126');
    await ui.click(screen.getByRole('button', { name: 'Passer à « Payée »' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Émettre la facture ?' }));
    expect(confirm.getByText(/virement « VIR-2026-1126 »/)).toHaveTextContent('La facture est définitive');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await ui.click(confirm.getByRole('button', { name: 'Émettre la facture' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Statut : Payée'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'paid',
      reference: 'VIR-2026-1126',
    });
  });
});
