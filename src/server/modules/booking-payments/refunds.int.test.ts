import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatPrice } from '../../../shared/french-format';
import { BOOKING_PAYMENT_MESSAGES, type TBookingPayment } from '../../../shared/schemas/booking-payments';
import { localStart } from '../../../test/booking-factories';
import {
  otherProvider,
  paidBooking,
  pastTheAppointment,
  paymentProvider,
  paymentRowOf,
} from '../../../test/booking-payment-factories';
import { makeRetriesDue } from '../../../test/job-retries';
import { setUpPaymentsWorld, type TPaymentsWorld } from '../../../test/payments-world';
import { outboxEmails, services } from '../../db/schema';
import { STRIPE_NETWORK_RETRIES } from '../payments/api';

const DEPOSIT = { mode: 'deposit', amountCents: 2000 } as const;

/** The refunds the stand-in made of that PaymentIntent, and the account each was made on. */
function refundsOf(w: TPaymentsWorld, paymentIntent: string | null) {
  const made = [...w.stripe.refunds.values()].filter((r) => r.paymentIntent === paymentIntent);
  const accounts = w.stripe.calls
    .filter((c) => c.method === 'POST' && c.path === '/v1/refunds' && c.form.payment_intent === paymentIntent)
    .map((c) => c.headers['stripe-account']);
  const keys = w.stripe.calls
    .filter((c) => c.path === '/v1/refunds' && c.form.payment_intent === paymentIntent)
    .map((c) => c.headers['idempotency-key']);
  return { made, accounts: [...new Set(accounts)], keys: [...new Set(keys)] };
}

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
    expect(refundsOf(w, booking.paymentIntentId).made).toEqual([]);

    const runs = await w.t.runJobs(['booking-payments.refund']);
    expect(runs.map((r) => r.error)).toEqual([undefined]);
    const { made, accounts, keys } = refundsOf(w, booking.paymentIntentId);
    expect(made).toHaveLength(1);
    expect(accounts).toEqual([provider.stripeAccountId]);
    expect(keys).toEqual([`booking-refund:${booking.id}`]);
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
    expect(refundsOf(w, booking.paymentIntentId).made).toHaveLength(1);
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
    expect(refundsOf(w, refunded.paymentIntentId).made).toHaveLength(1);
    expect((await paymentRowOf(w.t, refunded.id)).status).toBe('refunded');
    expect((await refundEmailsOf(w, refunded.id))[0]?.subject).toBe(
      `Votre paiement de ${formatPrice(6000)} vous a été remboursé`,
    );
    expect(refundsOf(w, kept.paymentIntentId).made).toEqual([]);
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
    for (const seat of kept) expect(refundsOf(w, seat.paymentIntentId).made).toEqual([]);
    for (const seat of refunded) {
      expect(refundsOf(w, seat.paymentIntentId).made).toHaveLength(1);
      expect((await paymentRowOf(w.t, seat.id)).status).toBe('refunded');
    }
  });

  it('« Rembourser » pressed twice, even after the appointment, refunds once; then nothing is left (409)', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, DEPOSIT, { days: 1 });
    const { token, back } = await pastTheAppointment(w.t, provider, booking.start);
    onTestFinished(() => w.t.clock.set(back));
    const url = `/api/bookings/${booking.id}/refund`;
    const done = await w.t.patch(`/api/bookings/${booking.id}`, { status: 'completed' }, { token });
    expect(done.statusCode, done.body).toBe(200);

    const first = await w.t.post(url, undefined, { token });
    const second = await w.t.post(url, undefined, { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json<{ booking: { status: string; payment: TBookingPayment } }>().booking).toMatchObject({
      status: 'completed',
      payment: { mode: 'deposit', status: 'paid', amountCents: 2000 },
    });
    const runs = await w.t.runJobs(['booking-payments.refund']);
    // The queue is exclusive per booking: the second press queued nothing more.
    expect(runs).toHaveLength(1);
    expect(refundsOf(w, booking.paymentIntentId).made).toHaveLength(1);

    const third = await w.t.post(url, undefined, { token });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(BOOKING_PAYMENT_MESSAGES.nothingToRefund);
    const shown = await w.t.get(`/api/bookings/${booking.id}`, { token });
    expect(shown.statusCode).toBe(200);
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
    const { made, keys } = refundsOf(w, booking.paymentIntentId);
    expect(made).toHaveLength(1);
    expect(keys).toEqual([`booking-refund:${booking.id}`]);
    expect((await paymentRowOf(w.t, booking.id)).status).toBe('refunded');
    expect(await refundEmailsOf(w, booking.id)).toHaveLength(1);
  });

  it('answers 404 to another provider, 409 when nothing was paid, and 401 to a guest', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, DEPOSIT);
    const other = await otherProvider(w.t);
    const url = `/api/bookings/${booking.id}/refund`;
    expect((await w.t.post(url, undefined, { token: other.token })).statusCode).toBe(404);
    expect((await w.t.post(url)).statusCode).toBe(401);
    expect(
      (await w.t.post('/api/bookings/pas-un-id/refund', undefined, { token: provider.token })).statusCode,
    ).toBe(404);
    const card = await paidBooking(w.t, provider, { mode: 'guarantee', noShowFeeCents: 1500 });
    const nothing = await w.t.post(`/api/bookings/${card.id}/refund`, undefined, { token: provider.token });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(BOOKING_PAYMENT_MESSAGES.nothingToRefund);
    expect(await w.t.runJobs(['booking-payments.refund'])).toEqual([]);
    expect((await paymentRowOf(w.t, booking.id)).status).toBe('paid');
  });

  it('an impersonating administrator may refund for the provider', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, DEPOSIT);
    const as = await w.t.post(
      `/api/admin/users/${provider.id}/impersonate`,
      { reason: 'Demande de remboursement au support' },
      { token: w.adminToken },
    );
    expect(as.statusCode, as.body).toBe(200);
    const refund = await w.t.post(`/api/bookings/${booking.id}/refund`, undefined, {
      token: as.json().token,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(
      (await w.t.post(`/api/bookings/${booking.id}/refund`, undefined, { token: w.adminToken })).statusCode,
    ).toBe(403);
  });
});
