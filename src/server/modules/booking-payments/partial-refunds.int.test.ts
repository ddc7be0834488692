import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../shared/french-format';
import {
  BOOKING_PAYMENT_MESSAGES,
  refundTooMuchMessage,
  type TBookingPayment,
} from '../../../shared/schemas/booking-payments';
import {
  paidBooking,
  paymentProvider,
  paymentRowOf,
  refundsOf,
} from '../../../test/booking-payment-factories';
import { setUpPaymentsWorld, type TPaymentsWorld } from '../../../test/payments-world';
import { outboxEmails } from '../../db/schema';

const DEPOSIT = { mode: 'deposit', amountCents: 2000 } as const;

const refundEmailsOf = (w: TPaymentsWorld, bookingId: string) =>
  w.t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'booking_refunded')));

/** POST /api/bookings/{id}/refund with `amountCents` (issue 34, ADR 0061). */
describe('partial refunds: the provider gives back a part of what the client paid', () => {
  const w = setUpPaymentsWorld();

  async function deposit() {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, DEPOSIT);
    const refund = (body?: object) =>
      w.t.post(`/api/bookings/${booking.id}/refund`, body, { token: provider.token });
    return { provider, booking, refund };
  }

  it('refunds parts, each a new Stripe refund (key with amount and rank), keeps the total, then the rest', async () => {
    const { provider, booking, refund } = await deposit();
    const first = await refund({ amountCents: 500 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ booking: { payment: TBookingPayment } }>().booking.payment).toMatchObject({
      status: 'paid',
      refundedCents: 0,
    });
    expect((await w.t.runJobs(['booking-payments.refund'])).map((r) => r.error)).toEqual([undefined]);
    expect(await paymentRowOf(w.t, booking.id)).toMatchObject({ status: 'paid', refundedCents: 500 });
    const [mail] = await refundEmailsOf(w, booking.id);
    expect(mail?.subject).toBe(`${formatPrice(500)} sur votre acompte vous ont été remboursés`);

    // The same amount again is a second refund, not a replay of the first.
    expect((await refund({ amountCents: 500 })).statusCode).toBe(200);
    await w.t.runJobs(['booking-payments.refund']);
    const { made, keys, accounts } = refundsOf(w.stripe, booking.paymentIntentId);
    expect(made.map((r) => r.amount)).toEqual([500, 500]);
    expect(keys).toEqual([`booking-refund:${booking.id}:500:1`, `booking-refund:${booking.id}:500:2`]);
    expect(accounts).toEqual([provider.stripeAccountId]);
    expect(await paymentRowOf(w.t, booking.id)).toMatchObject({ status: 'paid', refundedCents: 1000 });

    // More than is left: 400 naming the field; nothing queued.
    const tooMuch = await refund({ amountCents: 1001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ field: 'amountCents', message: refundTooMuchMessage(1000) });
    for (const wrong of [0, -5, 2.5, 'cinq']) {
      const answer = await refund({ amountCents: wrong });
      expect(answer.statusCode, String(wrong)).toBe(400);
      expect(answer.json().field).toBe('amountCents');
    }
    expect(await w.t.runJobs(['booking-payments.refund'])).toEqual([]);

    // Without an amount: all that is left.
    expect((await refund()).statusCode).toBe(200);
    await w.t.runJobs(['booking-payments.refund']);
    expect(refundsOf(w.stripe, booking.paymentIntentId).made.map((r) => r.amount)).toEqual([500, 500, 1000]);
    expect(await paymentRowOf(w.t, booking.id)).toMatchObject({ status: 'refunded', refundedCents: 2000 });
    expect(await refundEmailsOf(w, booking.id)).toHaveLength(3);
    const none = await refund({ amountCents: 100 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(BOOKING_PAYMENT_MESSAGES.nothingToRefund);
  });

  it('a retried refund job makes no second refund; a part asked while the rest is on its way is 409', async () => {
    const { booking, refund } = await deposit();
    expect((await refund({ amountCents: 700 })).statusCode).toBe(200);
    const [job] = await w.t.deps.jobs.boss.findJobs('booking-payments.refund', {
      data: { bookingId: booking.id },
      queued: true,
    });
    await w.t.runJobs(['booking-payments.refund']);
    await w.t.deps.jobs.send('booking-payments.refund', job?.data as { bookingId: string; refundId: string });
    await w.t.runJobs(['booking-payments.refund']);
    expect(refundsOf(w.stripe, booking.paymentIntentId).made.map((r) => r.amount)).toEqual([700]);
    expect((await paymentRowOf(w.t, booking.id)).refundedCents).toBe(700);

    expect((await refund()).statusCode).toBe(200);
    const again = await refund({ amountCents: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_PAYMENT_MESSAGES.refundInProgress);
    await w.t.runJobs(['booking-payments.refund']);
    expect(await paymentRowOf(w.t, booking.id)).toMatchObject({ status: 'refunded', refundedCents: 2000 });
  });

  it('a client cancelling while a part is on its way is refunded the rest too', async () => {
    const { booking, refund } = await deposit();
    expect((await refund({ amountCents: 300 })).statusCode).toBe(200);
    const cancelled = await w.t.post(`/api/public/bookings/${booking.id}/cancel`, { token: booking.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await w.t.runJobs(['booking-payments.refund']);
    const amounts = refundsOf(w.stripe, booking.paymentIntentId).made.map((r) => r.amount);
    expect(amounts.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([300, 1700]);
    expect(await paymentRowOf(w.t, booking.id)).toMatchObject({ status: 'refunded', refundedCents: 2000 });
  });
});
