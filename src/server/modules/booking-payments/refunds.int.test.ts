import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../shared/french-format';
import { localStart } from '../../../test/booking-factories';
import {
  paidBooking,
  paymentProvider,
  paymentRowOf,
  refundsOf,
} from '../../../test/booking-payment-factories';
import { makeRetriesDue } from '../../../test/job-retries';
import { setUpPaymentsWorld, type TPaymentsWorld } from '../../../test/payments-world';
import { outboxEmails, services } from '../../db/schema';
import { STRIPE_NETWORK_RETRIES } from '../payments/api';

const DEPOSIT = { mode: 'deposit', amountCents: 2000 } as const;

async function refundEmailsOf(w: TPaymentsWorld, bookingId: string) {
  return w.t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'booking_refunded')));
}

describe('refunds of a booking paid online (issue 34, ADR 0061)', () => {
  const w = setUpPaymentsWorld();

  it('a client cancelling online is refunded once, on the connected account, then e-mailed', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, DEPOSIT, { email: 'jeanne.rembourse@exemple.fr' });
    const cancelled = await w.t.post(`/api/public/bookings/${booking.id}/cancel`, { token: booking.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // A job of the cancellation: nothing reached Stripe yet.
    expect(refundsOf(w.stripe, booking.paymentIntentId).made).toEqual([]);

    const runs = await w.t.runJobs(['booking-payments.refund']);
    expect(runs.map((r) => r.error)).toEqual([undefined]);
    const { made, accounts, keys } = refundsOf(w.stripe, booking.paymentIntentId);
    expect(made).toHaveLength(1);
    expect(accounts).toEqual([provider.stripeAccountId]);
    expect(keys).toEqual([`booking-refund:${booking.id}:2000:1`]);
    expect(await paymentRowOf(w.t, booking.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 2000,
      refundedAt: expect.any(Date),
    });
    const [email, ...more] = await refundEmailsOf(w, booking.id);
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      toAddress: 'jeanne.rembourse@exemple.fr',
      subject: `Votre acompte de ${formatPrice(2000)} vous a été remboursé`,
      triggerKind: 'booking_payment',
    });
    expect(email?.text).toContain(`Votre acompte de ${formatPrice(2000)} vous a été remboursé par Salon Léa`);

    // Run again (pg-boss delivers at least once): no second refund, no second e-mail.
    await w.t.deps.jobs.send('booking-payments.refund', { bookingId: booking.id });
    expect((await w.t.runJobs(['booking-payments.refund']))[0]?.error).toBeUndefined();
    expect(refundsOf(w.stripe, booking.paymentIntentId).made).toHaveLength(1);
    expect(await refundEmailsOf(w, booking.id)).toHaveLength(1);
  });

  it('a provider’s cancellation refunds by default; with refund:false the deposit is kept', async () => {
    const provider = await paymentProvider(w.t);
    const refunded = await paidBooking(w.t, provider, { mode: 'full' });
    const kept = await paidBooking(w.t, provider, DEPOSIT);
    const token = provider.token;
    expect((await w.t.post(`/api/bookings/${refunded.id}/cancel`, {}, { token })).statusCode).toBe(200);
    const late = await w.t.post(`/api/bookings/${kept.id}/cancel`, { refund: false }, { token });
    expect(late.statusCode, late.body).toBe(200);
    expect((await w.t.post(`/api/bookings/${kept.id}/cancel`, { refund: 'non' }, { token })).statusCode).toBe(
      400,
    );

    await w.t.runJobs(['booking-payments.refund']);
    expect(refundsOf(w.stripe, refunded.paymentIntentId).made).toHaveLength(1);
    expect((await paymentRowOf(w.t, refunded.id)).status).toBe('refunded');
    expect((await refundEmailsOf(w, refunded.id))[0]?.subject).toBe(
      `Votre paiement de ${formatPrice(6000)} vous a été remboursé`,
    );
    expect(refundsOf(w.stripe, kept.paymentIntentId).made).toEqual([]);
    expect((await paymentRowOf(w.t, kept.id)).status).toBe('paid');
  });

  it('cancelling a group session refunds each paid seat, or none with refund:false', async () => {
    const provider = await paymentProvider(w.t);
    await w.t.deps.database.db
      .update(services)
      .set({ capacity: 4 })
      .where(eq(services.id, provider.serviceId));
    const seatsAt = async (start: string) => [
      await paidBooking(w.t, provider, DEPOSIT, { start }),
      await paidBooking(w.t, provider, DEPOSIT, { start }),
    ];
    const kept = await seatsAt(localStart(w.t, 4, '10:00'));
    const refunded = await seatsAt(localStart(w.t, 5, '10:00'));
    const cancel = (id: string | undefined, body: object) =>
      w.t.post(`/api/bookings/${id}/cancel`, { scope: 'session', ...body }, { token: provider.token });
    expect((await cancel(kept[0]?.id, { refund: false })).statusCode).toBe(200);
    expect((await cancel(refunded[1]?.id, {})).statusCode).toBe(200);

    await w.t.runJobs(['booking-payments.refund']);
    for (const seat of kept) expect(refundsOf(w.stripe, seat.paymentIntentId).made).toEqual([]);
    for (const seat of refunded) {
      expect(refundsOf(w.stripe, seat.paymentIntentId).made).toHaveLength(1);
      expect((await paymentRowOf(w.t, seat.id)).status).toBe('refunded');
    }
  });

  it('a provider closing their account refunds the deposits of their upcoming bookings', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, DEPOSIT);
    const closed = await w.t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${provider.token}` },
      payload: { password: provider.password },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await w.t.runJobs(['booking-payments.refund']);
    const { made, accounts } = refundsOf(w.stripe, booking.paymentIntentId);
    expect(made).toHaveLength(1);
    expect(accounts).toEqual([provider.stripeAccountId]);
    expect((await paymentRowOf(w.t, booking.id)).status).toBe('refunded');
  });

  it('refunds once though Stripe fails more times than the SDK retries', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, DEPOSIT);
    const refund = await w.t.post(`/api/bookings/${booking.id}/refund`, undefined, { token: provider.token });
    expect(refund.statusCode).toBe(200);
    w.stripe.failNext('POST', '/v1/refunds', STRIPE_NETWORK_RETRIES + 2);
    const [failed] = await w.t.runJobs(['booking-payments.refund']);
    expect(failed?.error).toBeInstanceOf(Error);
    expect((await paymentRowOf(w.t, booking.id)).status).toBe('paid');
    expect(await refundEmailsOf(w, booking.id)).toEqual([]);

    await makeRetriesDue(w.t);
    const [retried] = await w.t.runJobs(['booking-payments.refund']);
    expect(retried?.error).toBeUndefined();
    const { made, keys } = refundsOf(w.stripe, booking.paymentIntentId);
    expect(made).toHaveLength(1);
    expect(keys).toEqual([`booking-refund:${booking.id}:2000:1`]);
    expect((await paymentRowOf(w.t, booking.id)).status).toBe('refunded');
    expect(await refundEmailsOf(w, booking.id)).toHaveLength(1);
  });
});
