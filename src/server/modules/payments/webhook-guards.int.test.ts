import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../../test/billing-api';
import { createUser } from '../../../test/factories';
import {
  deliver,
  invoicesOf,
  paidSession,
  payingProvider,
  setUpPaymentsWorld,
} from '../../../test/payments-world';
import { payments, userNotifications } from '../../db/schema';

/** Delivers at once, as Stripe does when it retries while the first delivery is still running. */
function deliverAll(t: Parameters<typeof deliver>[0], events: { payload: string; signature: string }[]) {
  return Promise.all(
    events.map((event) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      }),
    ),
  );
}

describe('the Stripe webhook trusts nothing but what was sold, and one payment at a time (issue 30)', () => {
  const w = setUpPaymentsWorld();

  it('grants nothing for an amount or a currency that is not the price, and tells every administrator', async () => {
    const admin = await createUser(w.t.deps, { role: 'admin' });
    const p = await payingProvider(w.t);
    for (const [overrides, said] of [
      [{ amount_total: 1, currency: 'usd' }, 'devise USD au lieu de EUR pour Pack Pro'],
      [{ amount_total: 1 }, '0,01 € payés au lieu de 14,99 € pour Pack Pro'],
    ] as const) {
      const event = w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'pro', overrides));
      const answer = await deliver(w.t, event);
      // 200: Stripe must not keep sending it; the event is recorded as handled (refused).
      expect(answer.statusCode).toBe(200);
      expect(answer.json().received).toBe('ignored');
      const [notice] = await w.t.deps.database.db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, admin.id), eq(userNotifications.type, 'payment_rejected')))
        .orderBy(userNotifications.createdAt)
        .limit(1)
        .offset(said.startsWith('devise') ? 0 : 1);
      expect(notice?.body.replace(/\s/g, ' ')).toContain(said);
      expect(notice?.body).toContain('Rien n’a été accordé ni facturé');
    }
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit' });
    expect(await invoicesOf(w.t, p.token)).toEqual([]);
    expect(await w.t.deps.database.db.select().from(payments).where(eq(payments.userId, p.id))).toEqual([]);

    // The right amount in euros goes through, and is recorded at the catalogue's price.
    const good = await deliver(
      w.t,
      w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'pro')),
    );
    expect(good.json().received).toBe('processed');
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([1499]);
  });

  it('answers every concurrent delivery about one payment without an error, and records it once', async () => {
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'expert');
    const events = [
      ...Array.from({ length: 4 }, () => w.stripe.signedEvent('checkout.session.completed', session)),
      ...Array.from({ length: 4 }, () =>
        w.stripe.signedEvent('checkout.session.async_payment_succeeded', session),
      ),
    ];
    const answers = await deliverAll(w.t, events);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json().received === 'processed')).toHaveLength(1);
    expect(await w.t.deps.database.db.select().from(payments).where(eq(payments.userId, p.id))).toHaveLength(
      1,
    );
    expect(await invoicesOf(w.t, p.token)).toHaveLength(1);

    // The subscription's end delivered at the same moment as its start: no error either.
    const other = await payingProvider(w.t);
    const start = paidSession(other.id, 'pro');
    const end = {
      id: start.subscription,
      object: 'subscription',
      customer: start.customer,
      metadata: { userId: other.id, productId: 'pro' },
    };
    const raced = await deliverAll(w.t, [
      w.stripe.signedEvent('customer.subscription.deleted', end),
      w.stripe.signedEvent('checkout.session.completed', start),
      w.stripe.signedEvent('customer.subscription.deleted', end),
    ]);
    expect(raced.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });
});
