import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHOP_LIMITS, SHOP_MESSAGES, type TOrder, type TShopProduct } from '../../../shared/schemas/shop';
import { createUser } from '../../../test/factories';
import { invoicesOf, payingProvider, setUpPaymentsWorld } from '../../../test/payments-world';
import { itWithPdftotext, pdfText } from '../../../test/pdf-text';
import { shopProducts } from '../../db/schema';
import { shopHousekeepingJob } from './api';
import { createProduct, moveTo, placed, stockOf } from './shop.test-support';

/** The EXIF entry that points to the GPS block (tag 0x8825, type LONG, little-endian). */
const GPS_IFD_POINTER = Buffer.from('25880400', 'hex');

describe('shop without card payments: transfers, release, photos, export (ADR 0038)', () => {
  const w = setUpPaymentsWorld({ stripe: false });

  it('an order waits for a transfer; the team records it (invoice), cancels it (stock back), then records the refund (credit note)', async () => {
    const product = await createProduct(w.t, w.adminToken, { stock: 3, priceCents: 1990, vatRate: 20 });
    const p = await payingProvider(w.t);
    const created = await placed(w.t, p.token, [{ productId: product.id, quantity: 2 }]);
    expect(created.checkoutUrl).toBeUndefined();
    const pay = await w.t.post(`/api/shop/orders/${created.order.id}/checkout`, undefined, {
      token: p.token,
    });
    expect(pay.statusCode).toBe(503);
    expect(pay.json()).toMatchObject({ code: 'PAYMENTS_DISABLED' });

    const noReference = await moveTo(w.t, w.adminToken, created.order.id, { status: 'paid' });
    expect(noReference.json()).toMatchObject({
      field: 'reference',
      message: 'La référence du virement est obligatoire.',
    });
    const paid = await moveTo(w.t, w.adminToken, created.order.id, {
      status: 'paid',
      reference: 'VIR-2026-118',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ order: TOrder }>().order).toMatchObject({ status: 'paid', paymentMethod: 'transfer' });
    const [invoice] = await invoicesOf(w.t, p.token);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      productType: 'shop',
      method: 'transfer',
      totalInclCents: 3980,
    });

    w.t.clock.advance(1000);
    const cancelled = await moveTo(w.t, w.adminToken, created.order.id, { status: 'cancelled' });
    expect(cancelled.json<{ order: TOrder }>().order.status).toBe('cancelled');
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(3);
    // The credit note comes with the cancellation, as the CGU promise (issue 30); the money is
    // still to send back: the order is on the team's list until the refund is recorded.
    const [note] = await invoicesOf(w.t, p.token);
    expect(note).toMatchObject({
      kind: 'credit_note',
      totalInclCents: -3980,
      creditedInvoiceNumber: invoice?.number,
    });
    const due = () =>
      w.t
        .get('/api/admin/orders?refundDue=true', { token: w.adminToken })
        .then((r) => r.json<{ orders: TOrder[] }>().orders.map((o) => o.id));
    expect(await due()).toEqual([created.order.id]);
    w.t.clock.advance(1000);
    const refunded = await moveTo(w.t, w.adminToken, created.order.id, { status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<{ order: TOrder }>().order.status).toBe('refunded');
    // No second credit note; off the list.
    expect((await invoicesOf(w.t, p.token)).filter((d) => d.kind === 'credit_note')).toHaveLength(1);
    expect(await due()).toEqual([]);
    expect((await w.t.lastEmailTo(p.email))?.subject).toMatch(
      /^Votre (avoir A-|commande CMD-\d{6} a été remboursée)/,
    );
  });

  it('keeps photos as bounded WebP without their EXIF (GPS included), checked by their bytes', async () => {
    const product = await createProduct(w.t, w.adminToken);
    const upload = (body: Buffer, type: string) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/photos`,
        payload: body,
        headers: { authorization: `Bearer ${w.adminToken}`, 'content-type': type },
      });
    // A phone photo held sideways: its EXIF says where it was taken and how to turn it.
    const phone = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c33' } })
      .withExif({
        IFD0: { Make: 'Téléphone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 3/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(phone).metadata()).exif?.includes(GPS_IFD_POINTER)).toBe(true);
    const ok = await upload(phone, 'image/jpeg');
    expect(ok.statusCode, ok.body).toBe(201);
    const { photo } = ok.json<{ photo: { id: string; url: string } }>();
    const served = await w.t.app.inject({ method: 'GET', url: photo.url });
    expect(served.headers['content-type']).toBe('image/webp');
    const kept = await sharp(served.rawPayload).metadata();
    // Turned upright, then fitted in 1600 × 1600.
    expect(kept).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();

    const fake = await upload(Buffer.from('<svg onload=alert(1)>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ field: 'photo', message: 'Formats acceptés : JPEG, PNG ou WebP.' });
    const broken = await upload(phone.subarray(0, 400), 'image/jpeg');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ field: 'photo', message: SHOP_MESSAGES.photoUnreadable });
    const huge = await upload(Buffer.concat([phone, Buffer.alloc(SHOP_LIMITS.photoMaxBytes)]), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ field: 'photo', message: 'La photo dépasse 2 Mo.' });

    const p = await payingProvider(w.t);
    const listed = async () =>
      (await w.t.get('/api/shop/products', { token: p.token })).json<{ products: TShopProduct[] }>().products;
    expect((await listed()).find((x) => x.id === product.id)?.photos).toEqual([photo]);
    const archived = await w.t.delete(`/api/admin/products/${product.id}`, { token: w.adminToken });
    expect(archived.json<{ product: TShopProduct }>().product.archivedAt).not.toBeNull();
    expect((await listed()).some((x) => x.id === product.id)).toBe(false);
    expect(
      (await w.t.patch(`/api/admin/products/${product.id}`, { stock: 3 }, { token: w.adminToken }))
        .statusCode,
    ).toBe(409);
  });

  itWithPdftotext('prints a packing slip with the items, the address and the personalisation', async () => {
    const product = await createProduct(w.t, w.adminToken, { name: 'Présentoir « Prenez rendez-vous »' });
    const p = await payingProvider(w.t);
    const { order } = await placed(w.t, p.token, [{ productId: product.id, quantity: 2 }]);
    const slip = await w.t.get(`/api/admin/orders/${order.id}/packing-slip.pdf`, { token: w.adminToken });
    expect(slip.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(slip.rawPayload);
    expect(text).toContain(`Bordereau de préparation — ${order.reference}`);
    expect(text).toContain('2 × Présentoir « Prenez rendez-vous »');
    expect(text).toContain('25000 Besançon');
    // pdftotext may break the address at a hyphen.
    expect(text.replace(/[\s-]/g, '')).toContain(`/booking/${p.id.replace(/-/g, '')}`);
  });

  itWithPdftotext(
    'prints the readable address the provider chose on a personalised item (issue 30)',
    async () => {
      const product = await createProduct(w.t, w.adminToken, { name: 'Présentoir QR' });
      const p = await payingProvider(w.t);
      expect(
        (await w.t.put('/api/provider/slug', { slug: 'salon-des-lilas' }, { token: p.token })).statusCode,
      ).toBe(200);
      const { order } = await placed(w.t, p.token, [{ productId: product.id, quantity: 1 }]);
      expect(order.items[0]?.personalisation).toEqual({
        bookingUrl: 'http://localhost:3000/booking/salon-des-lilas',
      });
      const slip = await w.t.get(`/api/admin/orders/${order.id}/packing-slip.pdf`, { token: w.adminToken });
      expect((await pdfText(slip.rawPayload)).replace(/\s/g, '')).toContain('/booking/salon-des-lilas');
    },
  );
  // Last: it moves the clock a day ahead.
  itWithPdftotext('prints names outside WinAnsi as written on the invoice (« Łukasz Nguyễn »)', async () => {
    const product = await createProduct(w.t, w.adminToken, { name: 'Carte Øre — Ğ', personalised: false });
    const buyer = await createUser(w.t.deps, {
      name: 'Łukasz Nguyễn',
      nom: 'Łukasz Nguyễn',
      adresse: '3 Øresundsvej, 2300 København',
    });
    const token = await w.t.login(buyer.email, buyer.password);
    const { order } = await placed(w.t, token, [{ productId: product.id, quantity: 1 }]);
    const paid = await moveTo(w.t, w.adminToken, order.id, { status: 'paid', reference: 'VIR-2026-119' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice] = await invoicesOf(w.t, token);
    const pdf = await w.t.get(`/api/billing/invoices/${invoice?.id}/pdf`, { token });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Łukasz Nguyễn');
    expect(text).toContain('3 Øresundsvej, 2300 København');
    expect(text).toContain('Carte Øre — Ğ');
  });

  it('an unpaid order gives its stock back after 24 hours, once', async () => {
    const product = await createProduct(w.t, w.adminToken, { stock: 1, personalised: false });
    const p = await payingProvider(w.t);
    const { order } = await placed(w.t, p.token, [{ productId: product.id, quantity: 1 }]);
    expect(await stockOf(w.t, w.adminToken, product.id)).toBe(0);

    // The clock moves a day ahead: the tokens expire, the database tells the stock.
    const stock = async () =>
      (await w.t.deps.database.db.select().from(shopProducts).where(eq(shopProducts.id, product.id)))[0]
        ?.stock;
    w.t.clock.advance(23 * 3_600_000);
    await shopHousekeepingJob.handler(w.t.deps, {});
    expect(await stock()).toBe(0);
    w.t.clock.advance(2 * 3_600_000);
    await shopHousekeepingJob.handler(w.t.deps, {});
    await shopHousekeepingJob.handler(w.t.deps, {});
    expect(await stock()).toBe(1);
    const admin = await createUser(w.t.deps, { role: 'admin' });
    const adminToken = await w.t.login(admin.email, admin.password);
    const after = (await w.t.get(`/api/admin/orders/${order.id}`, { token: adminToken })).json<{
      order: TOrder;
    }>().order;
    expect(after.history.map((h) => h.status)).toEqual(['pending_payment', 'cancelled']);
    const refund = await moveTo(w.t, adminToken, order.id, { status: 'refunded' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({
      field: 'status',
      message: 'Cette commande n’a pas été payée : il n’y a rien à rembourser.',
    });
    expect((await w.t.lastEmailTo(p.email))?.text).toContain('Elle n’a pas été payée à temps (24 heures)');
  });
});
