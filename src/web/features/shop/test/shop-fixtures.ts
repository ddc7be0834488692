import type { TOrder, TShopProduct } from '../../../../shared/schemas/shop';
import { PROVIDER_ID } from '../../../test/provider-fixtures';

/** Test data for the « Boutique » tests (never imported by the app). */

export const QR_STAND_ID = '30000000-0000-4000-8000-000000000001';
export const NFC_CARD_ID = '30000000-0000-4000-8000-000000000002';
export const PRINTED_CARDS_ID = '30000000-0000-4000-8000-000000000003';

export function productFixture(overrides: Partial<TShopProduct> = {}): TShopProduct {
  return {
    id: QR_STAND_ID,
    name: 'Présentoir QR',
    description: 'Un présentoir de table en bois avec le QR code de votre page.',
    priceCents: 2990,
    vatRate: 20,
    stock: 12,
    active: true,
    personalised: true,
    photos: [{ id: 'ph-1', url: '/api/shop/photos/ph-1' }],
    archivedAt: null,
    ...overrides,
  };
}

/** A personalised QR stand in stock, NFC cards running low, printed cards sold out and without photo. */
export const CATALOGUE: TShopProduct[] = [
  productFixture(),
  productFixture({
    id: NFC_CARD_ID,
    name: 'Carte NFC',
    description: 'Une carte à approcher d’un téléphone.',
    priceCents: 1500,
    vatRate: 5.5,
    stock: 3,
    personalised: false,
    photos: [{ id: 'ph-2', url: '/api/shop/photos/ph-2' }],
  }),
  productFixture({
    id: PRINTED_CARDS_ID,
    name: 'Cartes de rendez-vous',
    description: '',
    priceCents: 1200,
    stock: 0,
    personalised: false,
    photos: [],
  }),
];

export const ORDER_ID = '40000000-0000-4000-8000-000000000042';

export function orderFixture(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    reference: 'CMD-000042',
    status: 'paid',
    items: [
      {
        productId: QR_STAND_ID,
        name: 'Présentoir QR',
        quantity: 2,
        unitPriceCents: 2990,
        vatRate: 20,
        totalCents: 5980,
        personalisation: { bookingUrl: `https://creneau.fr/booking/${PROVIDER_ID}` },
      },
    ],
    totalExclCents: 4983,
    vatCents: 997,
    totalInclCents: 5980,
    shippingAddress: {
      name: 'Camille Martin',
      line1: '12 rue des Lilas',
      postalCode: '75011',
      city: 'Paris',
      country: 'FR',
    },
    trackingNumber: null,
    carrier: null,
    paymentMethod: 'card',
    invoice: { id: 'inv-9', number: 'F-2026-000009' },
    history: [
      { status: 'pending_payment', at: '2026-11-20T10:00:00.000Z', trackingNumber: null, carrier: null },
      { status: 'paid', at: '2026-11-20T10:02:00.000Z', trackingNumber: null, carrier: null },
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    holdUntil: null,
    customer: { id: PROVIDER_ID, name: 'Camille Martin', email: 'camille@example.fr' },
    ...overrides,
  };
}

export const ordersBody = (orders: TOrder[]) => ({
  body: { success: true, orders, page: 1, pageSize: 50, total: orders.length },
});
