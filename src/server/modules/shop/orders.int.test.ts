import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TInvoice } from '../../../shared/schemas/payments';
import type { TOrder } from '../../../shared/schemas/shop';
import { createUser } from '../../../test/factories';
import { deliver, invoicesOf, payingProvider, setUpPaymentsWorld } from '../../../test/payments-world';
import { userNotifications } from '../../db/schema';
import { shopHousekeepingJob } from './api';
import { createProduct, moveTo, order, placed, stockOf } from './shop.test-support';

/** The Checkout session Stripe sends back once an order is paid. */
function paidOrderSession(userId: string, placedOrder: TOrder, id: string) {
  return {
    id: `cs_${id}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    client_reference_id: userId,
    metadata: { userId, orderId: placedOrder.id },
    amount_total: placedOrder.totalInclCents,
    currency: 'eur',
    customer: null,
    subscription: null,
    invoice: null,
    payment_intent: `pi_${id}`,
  };
}

describe('shop orders paid by card (ADR 0038)', () => {
  const w = setUpPaymentsWorld();

  it('prices an order from the catalogue (a sent price is ignored), VAT per line, and opens Checkout', async () => {
    const stand = await createProduct(w.t, w.adminToken, { priceCents: 2990, vatRate: 20, stock: 5 });
    const book = await createProduct(w.t, w.adminToken, {
      name: 'Carnet de rendez-vous',
      priceCents: 1000,
      vatRate: 5.5,
      stock: 10,
      personalised: false,
    });
    const p = await payingProvider(w.t);
    const response = await order(
      w.t,
      p.token,
      [{ productId: stand.id, quantity: 2, priceCents: 1 } as never, { productId: book.id, quantity: 1 }],
      { totalInclCents: 1 },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { order: created, checkoutUrl } = response.json<{ order: TOrder; checkoutUrl: string }>();
    expect(created).toMatchObject({
      status: 'pending_payment',
      reference: expect.stringMatching(/^CMD-\d{6}$/),
      totalInclCents: 6980,
      totalExclCents: 4983 + 948,
      vatCents: 6980 - 4983 - 948,
      paymentMethod: null,
      invoice: null,
    });
    const personalised = created.items.find((item) => item.productId === stand.id);
    expect(personalised).toMatchObject({
      quantity: 2,
      unitPriceCents: 2990,
      totalCents: 5980,
      vatRate: 20,
      personalisation: { bookingUrl: `http://localhost:3000/booking/${p.id}` },
    });
    expect(created.items.find((item) => item.productId === book.id)?.personalisation).toBeNull();
    expect(await stockOf(w.t, w.adminToken, stand.id)).toBe(3);

    expect(checkoutUrl).toMatch(new RegExp(`^${w.stripe.url}/pay/`));
    const call = w.stripe.calls.at(-1);
    expect(call?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: p.id,
      'metadata[orderId]': created.id,
      'payment_intent_data[metadata][orderId]': created.id,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      success_url: `http://localhost:3000/dashboard/shop?commande=${created.id}&paiement=ok`,
    });
    const unitAmounts = [
      call?.form['line_items[0][price_data][unit_amount]'],
      call?.form['line_items[1][price_data][unit_amount]'],
    ];
    expect(unitAmounts.sort()).toEqual(['1000', '2990']);
    const expiresAt = Number(call?.form.expires_at) * 1000;
    expect(expiresAt).toBeLessThanOrEqual(new Date(created.holdUntil ?? 0).getTime());
  });

  it('a signed payment marks the order paid once, issues its invoice with one line per item, and tells the provider', async () => {
    const product = await createProduct(w.t, w.adminToken, { priceCents: 2990, vatRate: 20, stock: 3 });
    const p = await payingProvider(w.t);
    const { order: created } = await placed(w.t, p.token, [{ productId: product.id, quantity: 2 }]);
    const session = paidOrderSession(p.id, created, 'order_paid');
    const event = w.stripe.signedEvent('checkout.session.completed', session);
    expect((await deliver(w.t, event)).json().received).toBe('processed');
    expect((await deliver(w.t, event)).json().received).toBe('duplicate');
    expect(
      (await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session))).json().received,
    ).toBe('ignored');

    const mine = (await w.t.get(`/api/shop/orders/${created.id}`, { token: p.token })).json<{
      order: TOrder;
    }>().order;
    expect(mine).toMatchObject({ status: 'paid', paymentMethod: 'card', holdUntil: null });
    expect(mine.history.map((h) => h.status)).toEqual(['pending_payment', 'paid']);
    const [invoice] = await invoicesOf(w.t, p.token);
    expect(invoice).toMatchObject<Partial<TInvoice>>({
      kind: 'invoice',
      productType: 'shop',
      totalInclCents: 5980,
      totalExclCents: 4983,
      vatCents: 997,
      method: 'card',
    });
    expect(mine.invoice).toEqual({ id: invoice?.id, number: invoice?.number });
    const notices = await w.t.deps.database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, p.id));
    expect(notices.map((n) => n.type)).toContain('order_status');
    expect(notices.find((n) => n.type === 'order_status')?.title).toBe(
      `Commande ${created.reference} : payée`,
    );
  });

  it('moves only along the allowed transitions; shipping needs a tracking number and a carrier, and e-mails them', async () => {
    const product = await createProduct(w.t, w.adminToken, { stock: 2 });
    const p = await payingProvider(w.t);
    const { order: created } = await placed(w.t, p.token, [{ productId: product.id, quantity: 1 }]);
    await deliver(
      w.t,
      w.stripe.signedEvent('checkout.session.completed', paidOrderSession(p.id, created, 'ship')),
    );

    const skip = await moveTo(w.t, w.adminToken, created.id, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      field: 'status',
      message: 'Une commande « Payée » ne peut pas passer à « Livrée ».',
    });
    expect((await moveTo(w.t, w.adminToken, created.id, { status: 'preparing' })).statusCode).toBe(200);
    const bare = await moveTo(w.t, w.adminToken, created.id, { status: 'shipped' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'trackingNumber' });
    const shipped = await moveTo(w.t, w.adminToken, created.id, {
      status: 'shipped',
      trackingNumber: '6A12345678901',
      carrier: 'Colissimo',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<{ order: TOrder }>().order).toMatchObject({
      status: 'shipped',
      trackingNumber: '6A12345678901',
      carrier: 'Colissimo',
    });
    const email = await w.t.lastEmailTo(p.email);
    expect(email?.subject).toBe(`Votre commande ${created.reference} a été expédiée`);
    expect(email?.text).toContain('Transporteur : Colissimo. Numéro de suivi : 6A12345678901.');

    const late = await w.t.post(`/api/shop/orders/${created.id}/cancel`, undefined, { token: p.token });
    expect(late.statusCode).toBe(409);
    expect((await moveTo(w.t, w.adminToken, created.id, { status: 'delivered' })).statusCode).toBe(200);
    const history = (await w.t.get(`/api/admin/orders/${created.id}`, { token: w.adminToken })).json<{
      order: TOrder;
    }>().order.history;
    expect(history.map((h) => h.status)).toEqual([
      'pending_payment',
      'paid',
      'preparing',
      'shipped',
      'delivered',
    ]);
    expect(history[3]).toMatchObject({ trackingNumber: '6A12345678901', carrier: 'Colissimo' });

    const other = await payingProvider(w.t);
    expect((await w.t.get(`/api/shop/orders/${created.id}`, { token: other.token })).statusCode).toBe(404);
  });

  it('a cancelled paid order gives its stock back, is refunded through Stripe, and its credit note follows the webhook', async () => {
    const product = await createProduct(w.t, w.adminToken, { stock: 2 });
    const p = await payingProvider(w.t);
    const { order: created } = await placed(w.t, p.token, [{ productId: product.id, quantity: 2 }]);
    const session = paidOrderSession(p.id, created, 'cancel');
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(0);

    const cancelled = await w.t.post(`/api/shop/orders/${created.id}/cancel`, undefined, { token: p.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ order: TOrder }>().order.status).toBe('cancelled');
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(2);
    // The refund is a job sent with the cancellation (ADR 0053): Stripe is called when it runs.
    await w.t.runJobs(['stripe.refund']);
    expect(w.stripe.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      form: { payment_intent: 'pi_cancel' },
      headers: { 'idempotency-key': `order-refund:${created.id}` },
    });

    const charge = {
      id: 'ch_cancel',
      object: 'charge',
      payment_intent: 'pi_cancel',
      amount: 5980,
      amount_refunded: 5980,
    };
    expect((await deliver(w.t, w.stripe.signedEvent('charge.refunded', charge))).json().received).toBe(
      'processed',
    );
    const after = (await w.t.get(`/api/shop/orders/${created.id}`, { token: p.token })).json<{
      order: TOrder;
    }>().order;
    expect(after.status).toBe('refunded');
    const [note] = await invoicesOf(w.t, p.token);
    expect(note).toMatchObject({ kind: 'credit_note', productType: 'shop', totalInclCents: -5980 });
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(2);
  });

  it('with one item left, exactly one of ten concurrent orders succeeds', async () => {
    const product = await createProduct(w.t, w.adminToken, { stock: 1, personalised: false });
    const providers = await Promise.all(Array.from({ length: 10 }, () => payingProvider(w.t)));
    const answers = await Promise.all(
      providers.map((p) => order(w.t, p.token, [{ productId: product.id, quantity: 1 }])),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const refused = answers.find((a) => a.statusCode === 409)?.json();
    expect(refused).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Stock insuffisant pour « Présentoir QR ».',
    });
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(0);
  });

  it('holds the stock an hour, and lets one account have at most two orders awaiting payment (issue 30)', async () => {
    const product = await createProduct(w.t, w.adminToken, { stock: 100, personalised: false });
    const p = await payingProvider(w.t);
    const placedAt = w.t.clock.now().getTime();
    const first = await placed(w.t, p.token, [{ productId: product.id, quantity: 50 }]);
    expect(new Date(first.order.holdUntil ?? 0).getTime() - placedAt).toBe(3_600_000);
    await placed(w.t, p.token, [{ productId: product.id, quantity: 40 }]);
    const third = await order(w.t, p.token, [{ productId: product.id, quantity: 10 }]);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        'Vous avez déjà 2 commandes en attente de paiement : payez-en une ou annulez-la dans « Mes commandes » avant d’en passer une autre.',
    });
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(10);
    // Another provider still finds what is left.
    const other = await payingProvider(w.t);
    expect((await order(w.t, other.token, [{ productId: product.id, quantity: 10 }])).statusCode).toBe(201);

    // An hour later the unpaid orders are released: the stock is back and the account may order again.
    w.t.clock.advance(3_600_000 + 1);
    await shopHousekeepingJob.handler(w.t.deps, {});
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(100);
    expect((await w.t.lastEmailTo(p.email))?.text).toContain('Elle n’a pas été payée à temps (1 heure)');
    expect((await order(w.t, p.token, [{ productId: product.id, quantity: 10 }])).statusCode).toBe(201);
  });

  it('refuses bad input with a French error naming the field, and other people’s and administrators’ orders', async () => {
    const product = await createProduct(w.t, w.adminToken);
    const p = await payingProvider(w.t);
    const badPostcode = await w.t.post(
      '/api/shop/orders',
      {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: { name: 'A', line1: 'B', postalCode: '99999', city: 'C', country: 'FR' },
      },
      { token: p.token },
    );
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json()).toMatchObject({ field: 'shippingAddress.postalCode' });
    const abroad = await w.t.post(
      '/api/shop/orders',
      {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: { name: 'A', line1: 'B', postalCode: '75001', city: 'C', country: 'BE' },
      },
      { token: p.token },
    );
    expect(abroad.json()).toMatchObject({
      field: 'shippingAddress.country',
      message: 'Nous livrons uniquement en France (FR).',
    });
    const tooMany = await order(w.t, p.token, [{ productId: product.id, quantity: 51 }]);
    expect(tooMany.statusCode).toBe(400);
    const nul = await w.t.post(
      '/api/admin/products',
      { name: 'Stand\u0000', priceCents: 100, vatRate: 20, stock: 1 },
      { token: w.adminToken },
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ field: 'name' });
    const rate = await w.t.post(
      '/api/admin/products',
      { name: 'Stand', priceCents: 100, vatRate: 19, stock: 1 },
      { token: w.adminToken },
    );
    expect(rate.json()).toMatchObject({ field: 'vatRate' });
    const admin = await createUser(w.t.deps, { role: 'admin' });
    const adminToken = await w.t.login(admin.email, admin.password);
    expect((await order(w.t, adminToken, [{ productId: product.id, quantity: 1 }])).statusCode).toBe(403);
    expect((await w.t.get('/api/admin/orders', { token: p.token })).statusCode).toBe(403);
  });
});
