import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_MESSAGES } from '../../../shared/schemas/shop';
import { leavePageFor } from '../../lib/leave-page';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { loadRealtimeClient } from '../../lib/realtime/realtime-loader';
import { seriousViolations } from '../../test/axe';
import type { THandler } from '../../test/fetch-stub';
import { LOAD, PROVIDER_ID, stubProviderApi } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';
import { CART_STORAGE_KEY } from './cart';
import {
  CATALOGUE,
  NFC_CARD_ID,
  ORDER_ID,
  orderFixture,
  ordersBody,
  QR_STAND_ID,
} from './test/shop-fixtures';

vi.mock('../../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

function openShop(handlers: Record<string, THandler> = {}, path = '/dashboard/shop') {
  const api = stubProviderApi({
    'GET /api/shop/products': { body: { success: true, products: CATALOGUE } },
    'GET /api/shop/orders': ordersBody([]),
    'GET /api/billing/subscription': { body: { success: true, paymentsEnabled: true, subscription: null } },
    ...handlers,
  });
  renderApp(path);
  return { api, ui: userEvent.setup() };
}

/** The socket code loads lazily: once it has, the section listens to `order:updated`. */
const socketListening = () => act(() => loadRealtimeClient().then(() => undefined));

const product = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name });
  return within(heading.closest('li') as HTMLElement);
};

async function addToCart(ui: ReturnType<typeof userEvent.setup>, name: string, quantity: number) {
  await ui.selectOptions(screen.getByRole('combobox', { name: `Quantité de « ${name} »` }), String(quantity));
  await ui.click(screen.getByRole('button', { name: `Ajouter au panier « ${name} »` }));
}

async function fillAddress(ui: ReturnType<typeof userEvent.setup>, postalCode: string) {
  const form = within(screen.getByRole('form', { name: 'Adresse de livraison' }));
  await ui.type(form.getByLabelText('Adresse'), '12 rue des Lilas');
  await ui.type(form.getByLabelText('Code postal'), postalCode);
  await ui.type(form.getByLabelText('Ville'), 'Paris');
  return form;
}

/** The status badge of the only order on screen (or of `scope`). */
const statusBadge = (scope: Pick<typeof screen, 'getByText'> = screen) =>
  scope.getByText('Statut :').parentElement;

const ordersTab = () => screen.getByRole('tab', { name: 'Mes commandes' });

describe('« Boutique »', () => {
  const env = useFakeSocketAndAlert();
  beforeEach(() => vi.mocked(leavePageFor).mockClear());

  it('lists the products with their photo, price, VAT and stock, and the QR preview of a personalised one', async () => {
    openShop();
    await screen.findByRole('heading', { level: 1, name: 'Boutique' }, LOAD);
    await screen.findByRole('heading', { level: 3, name: 'Présentoir QR' });

    const stand = product('Présentoir QR');
    expect(stand.getByText('29,90 €')).toBeInTheDocument();
    expect(stand.getByText(/TVA 20 % incluse/)).toBeInTheDocument();
    expect(stand.getByText('En stock')).toBeInTheDocument();
    const bookingUrl = `${window.location.origin}/booking/${PROVIDER_ID}`;
    expect(
      stand.getByRole('img', { name: `QR code imprimé sur « Présentoir QR » : ${bookingUrl}` }),
    ).toBeInTheDocument();
    expect(stand.getByText(bookingUrl)).toBeInTheDocument();

    const nfc = product('Carte NFC');
    expect(nfc.getByRole('img', { name: 'Carte NFC' })).toHaveAttribute('src', '/api/shop/photos/ph-2');
    expect(nfc.getByText(/TVA 5,5 % incluse/)).toBeInTheDocument();
    expect(nfc.getByText('Plus que 3 en stock')).toBeInTheDocument();
    // No more than the stock can be chosen.
    expect(
      within(nfc.getByRole('combobox', { name: 'Quantité de « Carte NFC »' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);

    const printed = product('Cartes de rendez-vous');
    expect(printed.getByText('Épuisé')).toBeInTheDocument();
    expect(printed.getByText('Pas de photo')).toBeInTheDocument();
    expect(
      printed.getByRole('button', { name: 'Ajouter au panier « Cartes de rendez-vous »' }),
    ).toBeDisabled();
    expect(printed.getByRole('combobox', { name: 'Quantité de « Cartes de rendez-vous »' })).toBeDisabled();
  });

  it('orders: checks the postal code in the browser, sends ids, quantities and the address only, then leaves for Stripe', async () => {
    const created = orderFixture({ status: 'pending_payment', paymentMethod: null, invoice: null });
    const { api, ui } = openShop({
      'POST /api/shop/orders': {
        status: 201,
        body: { success: true, order: created, checkoutUrl: 'https://checkout.stripe.test/cs_shop' },
      },
    });
    await screen.findByRole('heading', { level: 3, name: 'Présentoir QR' }, LOAD);
    expect(screen.getByText(/Votre panier est vide/)).toBeInTheDocument();

    await addToCart(ui, 'Présentoir QR', 2);
    await addToCart(ui, 'Carte NFC', 1);
    const cart = within(screen.getByRole('region', { name: 'Panier' }));
    expect(cart.getByText('Total TTC').nextElementSibling).toHaveTextContent('74,80 €');
    expect(cart.getByText('Livraison incluse, en France uniquement.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      { productId: QR_STAND_ID, quantity: 2 },
      { productId: NFC_CARD_ID, quantity: 1 },
    ]);
    // Changed my mind about the NFC card.
    await ui.click(cart.getByRole('button', { name: 'Retirer « Carte NFC » du panier' }));
    expect(cart.getByText('Total TTC').nextElementSibling).toHaveTextContent('59,80 €');

    const form = await fillAddress(ui, '7501');
    expect(form.getByLabelText('Nom du destinataire')).toHaveValue('Camille Martin');
    expect(form.getByLabelText('Pays')).toHaveValue('France');
    expect(form.getByLabelText('Pays')).toHaveAttribute('readonly');
    await ui.click(form.getByRole('button', { name: 'Commander et payer' }));
    expect(await form.findByText('Code postal français invalide (5 chiffres)')).toBeInTheDocument();
    expect(form.getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/shop/orders')).toHaveLength(0);

    await ui.type(form.getByLabelText('Code postal'), '1');
    await ui.click(form.getByRole('button', { name: 'Commander et payer' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://checkout.stripe.test/cs_shop'));
    expect(api.callsTo('POST /api/shop/orders').map((c) => c.body)).toEqual([
      {
        items: [{ productId: QR_STAND_ID, quantity: 2 }],
        shippingAddress: {
          name: 'Camille Martin',
          line1: '12 rue des Lilas',
          postalCode: '75011',
          city: 'Paris',
          country: 'FR',
        },
      },
    ]);
    expect(await screen.findByText('Redirection vers la page de paiement sécurisée…')).toBeInTheDocument();
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('without card payments: « Commander », the transfer notice, then the order shown reserved', async () => {
    const created = orderFixture({
      status: 'pending_payment',
      paymentMethod: null,
      invoice: null,
      holdUntil: '2026-11-21T10:00:00.000Z',
      history: [
        { status: 'pending_payment', at: '2026-11-20T10:00:00.000Z', trackingNumber: null, carrier: null },
      ],
    });
    let placed = false;
    const { api, ui } = openShop({
      'GET /api/billing/subscription': {
        body: { success: true, paymentsEnabled: false, subscription: null },
      },
      'POST /api/shop/orders': () => {
        placed = true;
        return { status: 201, body: { success: true, order: created } };
      },
      'GET /api/shop/orders': () => ordersBody(placed ? [created] : []),
    });
    await screen.findByRole('heading', { level: 3, name: 'Présentoir QR' }, LOAD);
    await addToCart(ui, 'Présentoir QR', 2);
    const form = await fillAddress(ui, '75011');
    expect(await form.findByText(SHOP_MESSAGES.paymentsOff)).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Commander et payer' })).not.toBeInTheDocument();
    await ui.click(form.getByRole('button', { name: 'Commander' }));

    await waitFor(() => expect(ordersTab()).toHaveAttribute('aria-selected', 'true'));
    const notice = await screen.findByText('Votre commande CMD-000042 est enregistrée.');
    expect(notice.closest('[role="status"]')).toHaveTextContent(SHOP_MESSAGES.paymentsOff);
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/shop/orders')).toHaveLength(1);
    // The new order is listed, opened, with how long it stays reserved and no card button.
    expect(await screen.findByText('Réservée jusqu’au 21 novembre 2026 à 11:00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Détails de la commande CMD-000042' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();

    // The team records the transfer: the notice about paying goes, live.
    await socketListening();
    act(() => env.socket.receive('order:updated', { order: orderFixture({ paymentMethod: 'transfer' }) }));
    await waitFor(() =>
      expect(screen.queryByText('Votre commande CMD-000042 est enregistrée.')).not.toBeInTheDocument(),
    );
    expect(statusBadge()).toHaveTextContent('Statut : Payée');
  });

  it('shows the server’s refusals: out of stock on the cart, a bad postal code on its field', async () => {
    let attempt = 0;
    const { api, ui } = openShop({
      'POST /api/shop/orders': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 409,
              body: {
                success: false,
                code: 'OUT_OF_STOCK',
                message: SHOP_MESSAGES.outOfStock('Carte NFC'),
                field: 'items.0.quantity',
              },
            }
          : {
              status: 400,
              body: {
                success: false,
                code: 'VALIDATION',
                message: 'Code postal inconnu de La Poste',
                field: 'shippingAddress.postalCode',
              },
            };
      },
    });
    await screen.findByRole('heading', { level: 3, name: 'Carte NFC' }, LOAD);
    await addToCart(ui, 'Carte NFC', 3);
    const form = await fillAddress(ui, '75011');
    await ui.click(form.getByRole('button', { name: 'Commander et payer' }));
    const cart = within(screen.getByRole('region', { name: 'Panier' }));
    expect(await cart.findByRole('alert')).toHaveTextContent('Stock insuffisant pour « Carte NFC ».');
    // The catalogue is read again to show what is left.
    await waitFor(() => expect(api.callsTo('GET /api/shop/products')).toHaveLength(2));

    await ui.click(form.getByRole('button', { name: 'Commander et payer' }));
    expect(await form.findByText('Code postal inconnu de La Poste')).toBeInTheDocument();
    expect(form.getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('« Mes commandes »: history, totals, address and invoice; a shipment arrives live with its tracking', async () => {
    const order = orderFixture();
    const { ui } = openShop({ 'GET /api/shop/orders': ordersBody([order]) });
    await ui.click(await screen.findByRole('tab', { name: 'Mes commandes' }, LOAD));
    const row = within(
      (await screen.findByRole('heading', { name: 'Commande CMD-000042' })).closest('li') as HTMLElement,
    );
    expect(row.getByText(/Du 20 novembre 2026/)).toBeInTheDocument();
    expect(row.getByText('59,80 €')).toBeInTheDocument();
    expect(statusBadge(row)).toHaveTextContent('Statut : Payée');

    await ui.click(row.getByRole('button', { name: 'Détails de la commande CMD-000042' }));
    expect(row.getByText('Total HT').nextElementSibling).toHaveTextContent('49,83 €');
    expect(row.getByText('TVA').nextElementSibling).toHaveTextContent('9,97 €');
    expect(row.getByText('Total TTC (livraison incluse)').nextElementSibling).toHaveTextContent('59,80 €');
    expect(row.getByText(/12 rue des Lilas/)).toBeInTheDocument();
    expect(
      row.getByRole('img', {
        name: `QR code imprimé sur « Présentoir QR » : https://creneau.fr/booking/${PROVIDER_ID}`,
      }),
    ).toBeInTheDocument();
    expect(
      row.getByRole('button', { name: 'Télécharger la facture F-2026-000009 (PDF)' }),
    ).toBeInTheDocument();
    const history = within(row.getByRole('list', { name: 'Historique des statuts' }));
    expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'En attente de paiement — 20 novembre 2026 à 11:00',
      'Payée — 20 novembre 2026 à 11:02',
    ]);

    await socketListening();
    act(() =>
      env.socket.receive('order:updated', {
        order: orderFixture({
          status: 'shipped',
          trackingNumber: '6A12345678901',
          carrier: 'Colissimo',
          history: [
            ...order.history,
            {
              status: 'shipped',
              at: '2026-11-22T08:30:00.000Z',
              trackingNumber: '6A12345678901',
              carrier: 'Colissimo',
            },
          ],
        }),
      }),
    );
    await waitFor(() => expect(statusBadge(row)).toHaveTextContent('Statut : Expédiée'));
    expect(row.getAllByText('Expédiée par Colissimo, numéro de suivi 6A12345678901')).not.toHaveLength(0);
    const events = within(row.getByRole('list', { name: 'Historique des statuts' })).getAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[2]).toHaveTextContent('Expédiée — 22 novembre 2026 à 09:30');
    expect(events[2]).toHaveTextContent('Colissimo, suivi 6A12345678901');
    // Shipped: too late to cancel.
    expect(row.queryByRole('button', { name: /Annuler la commande/ })).not.toBeInTheDocument();
  });

  it('cancels a paid order only once confirmed, saying it will be refunded', async () => {
    const order = orderFixture();
    const { api, ui } = openShop({
      'GET /api/shop/orders': ordersBody([order]),
      'POST /api/shop/orders/40000000-0000-4000-8000-000000000042/cancel': {
        body: {
          success: true,
          order: orderFixture({
            status: 'cancelled',
            history: [
              ...order.history,
              { status: 'cancelled', at: '2026-11-21T09:00:00.000Z', trackingNumber: null, carrier: null },
            ],
          }),
        },
      },
    });
    await ui.click(await screen.findByRole('tab', { name: 'Mes commandes' }, LOAD));
    await ui.click(await screen.findByRole('button', { name: 'Détails de la commande CMD-000042' }));

    await ui.click(screen.getByRole('button', { name: 'Annuler la commande CMD-000042' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Annuler la commande CMD-000042 ?' }));
    expect(
      dialog.getByText('Votre commande sera annulée et remboursée sur le moyen de paiement utilisé.'),
    ).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/shop/orders/${ORDER_ID}/cancel`)).toHaveLength(0);

    await ui.click(screen.getByRole('button', { name: 'Annuler la commande CMD-000042' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await ui.click(dialog.getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /api/shop/orders/${ORDER_ID}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(statusBadge()).toHaveTextContent('Statut : Annulée'));
    expect(screen.queryByRole('button', { name: /Annuler la commande/ })).not.toBeInTheDocument();
  });

  it('pays a reserved order again; says so when cards turned off meanwhile', async () => {
    const pending = orderFixture({
      status: 'pending_payment',
      paymentMethod: null,
      invoice: null,
      holdUntil: '2026-11-21T10:00:00.000Z',
    });
    let cardsOn = true;
    const { api, ui } = openShop({
      'GET /api/shop/orders': ordersBody([pending]),
      [`POST /api/shop/orders/${ORDER_ID}/checkout`]: () =>
        cardsOn
          ? { body: { success: true, url: 'https://checkout.stripe.test/cs_again' } }
          : {
              status: 503,
              body: {
                success: false,
                code: 'PAYMENTS_DISABLED',
                message: 'Le paiement par carte n’est pas activé.',
              },
            },
    });
    await ui.click(await screen.findByRole('tab', { name: 'Mes commandes' }, LOAD));
    await ui.click(await screen.findByRole('button', { name: 'Détails de la commande CMD-000042' }));
    expect(screen.getByText('Réservée jusqu’au 21 novembre 2026 à 11:00.')).toBeInTheDocument();
    expect(screen.getByText('Pas encore payée')).toBeInTheDocument();
    // Unpaid: cancelling takes no money back.
    await ui.click(screen.getByRole('button', { name: 'Annuler la commande CMD-000042' }));
    expect(await screen.findByText(/Aucun paiement n’a été pris/)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Annuler' }));

    cardsOn = false;
    await ui.click(screen.getByRole('button', { name: 'Payer la commande CMD-000042' }));
    expect(await screen.findByText(SHOP_MESSAGES.paymentsOff)).toBeInTheDocument();
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(api.callsTo(`POST /api/shop/orders/${ORDER_ID}/checkout`)).toHaveLength(1);
  });

  it('back from Stripe: « en cours » until the order is paid live, then confirmed', async () => {
    const pending = orderFixture({ status: 'pending_payment', paymentMethod: null, invoice: null });
    openShop(
      {
        'GET /api/shop/orders': ordersBody([pending]),
        [`GET /api/shop/orders/${ORDER_ID}`]: { body: { success: true, order: pending } },
      },
      `/dashboard/shop?commande=${ORDER_ID}&paiement=ok`,
    );
    expect(await screen.findByText('Paiement en cours de confirmation…', {}, LOAD)).toBeInTheDocument();
    // The returned order is shown opened, on « Mes commandes ».
    expect(ordersTab()).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Détails de la commande CMD-000042' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await socketListening();
    act(() => env.socket.receive('order:updated', { order: orderFixture() }));
    expect(await screen.findByText('Paiement reçu : votre commande est confirmée.')).toBeInTheDocument();
    expect(screen.queryByText('Paiement en cours de confirmation…')).not.toBeInTheDocument();
    expect(statusBadge()).toHaveTextContent('Statut : Payée');
  });

  it('back from a cancelled payment: nothing was taken, the order stays reserved until its deadline', async () => {
    const pending = orderFixture({
      status: 'pending_payment',
      paymentMethod: null,
      invoice: null,
      holdUntil: '2026-11-21T10:00:00.000Z',
    });
    openShop(
      {
        'GET /api/shop/orders': ordersBody([pending]),
        [`GET /api/shop/orders/${ORDER_ID}`]: { body: { success: true, order: pending } },
      },
      `/dashboard/shop?commande=${ORDER_ID}&paiement=annule`,
    );
    expect(
      await screen.findByText(
        /Paiement annulé : rien n’a été débité\. Votre commande CMD-000042 reste réservée jusqu’au 21 novembre 2026 à 11:00/,
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('says plainly when there is nothing yet, and when the catalogue cannot be read', async () => {
    let productsFail = true;
    const { ui } = openShop({
      'GET /api/shop/products': () =>
        productsFail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Erreur interne' } }
          : { body: { success: true, products: [] } },
    });
    expect(await screen.findByText(/Les produits n’ont pas pu être chargés/, {}, LOAD)).toBeInTheDocument();
    productsFail = false;
    await ui.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('La boutique n’a pas encore de produits.')).toBeInTheDocument();
    await ui.click(ordersTab());
    expect(await screen.findByText('Vous n’avez pas encore passé de commande.')).toBeInTheDocument();
  });

  it('has no serious accessibility violation, products with a cart and orders opened', async () => {
    const { ui } = openShop({ 'GET /api/shop/orders': ordersBody([orderFixture()]) });
    await screen.findByRole('heading', { level: 3, name: 'Présentoir QR' }, LOAD);
    await addToCart(ui, 'Présentoir QR', 1);
    expect(await seriousViolations()).toEqual([]);
    await ui.click(ordersTab());
    await ui.click(await screen.findByRole('button', { name: 'Détails de la commande CMD-000042' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
