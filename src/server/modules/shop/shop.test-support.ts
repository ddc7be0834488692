import { expect } from 'vitest';
import type { TOrder, TProductInput, TShopProduct } from '../../../shared/schemas/shop';
import type { TestApp } from '../../../test/app';

export const ADDRESS = {
  name: 'Élodie Brûlé',
  line1: '12 rue de la Forêt',
  postalCode: '25000',
  city: 'Besançon',
  country: 'FR',
} as const;

/** A product created by the team through the API. */
export async function createProduct(t: TestApp, adminToken: string, input: Partial<TProductInput> = {}) {
  const response = await t.post(
    '/api/admin/products',
    { name: 'Présentoir QR', priceCents: 2990, vatRate: 20, stock: 5, personalised: true, ...input },
    { token: adminToken },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ product: TShopProduct }>().product;
}

/** A provider's order through the API; returns the answer. */
export function order(
  t: TestApp,
  token: string,
  items: { productId: string; quantity: number }[],
  extra = {},
) {
  return t.post('/api/shop/orders', { items, shippingAddress: ADDRESS, ...extra }, { token });
}

export async function placed(t: TestApp, token: string, items: { productId: string; quantity: number }[]) {
  const response = await order(t, token, items);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ order: TOrder; checkoutUrl?: string }>();
}

export async function moveTo(t: TestApp, adminToken: string, orderId: string, body: Record<string, unknown>) {
  return t.patch(`/api/admin/orders/${orderId}/status`, body, { token: adminToken });
}

export async function stockOf(t: TestApp, adminToken: string, productId: string): Promise<number> {
  const products = (await t.get('/api/admin/products', { token: adminToken })).json<{
    products: TShopProduct[];
  }>().products;
  return products.find((p) => p.id === productId)?.stock ?? -1;
}
