import { describe, expect, it, onTestFinished } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, type TBookingPayment } from '../../../shared/schemas/booking-payments';
import {
  otherProvider,
  paidBooking,
  pastTheAppointment,
  paymentProvider,
  paymentRowOf,
  refundsOf,
} from '../../../test/booking-payment-factories';
import { setUpPaymentsWorld } from '../../../test/payments-world';

const DEPOSIT = { mode: 'deposit', amountCents: 2000 } as const;

/** POST /api/bookings/{id}/refund, the provider's « Rembourser » (issue 34, ADR 0061). */
describe('« Rembourser »: the provider refunds what a client paid online', () => {
  const w = setUpPaymentsWorld();

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
    expect(refundsOf(w.stripe, booking.paymentIntentId).made).toHaveLength(1);

    const third = await w.t.post(url, undefined, { token });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(BOOKING_PAYMENT_MESSAGES.nothingToRefund);
    const shown = await w.t.get(`/api/bookings/${booking.id}`, { token });
    expect(shown.statusCode).toBe(200);
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
