import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatPrice } from '../../../shared/french-format';
import {
  BOOKING_PAYMENT_MESSAGES,
  paymentStatusText,
  type TBookingPayment,
} from '../../../shared/schemas/booking-payments';
import {
  paidBooking,
  pastTheAppointment,
  paymentProvider,
  paymentRowOf,
  refundsOf,
} from '../../../test/booking-payment-factories';
import { setUpPaymentsWorld } from '../../../test/payments-world';
import { outboxEmails } from '../../db/schema';

/** POST /api/bookings/{id}/refund of a guarantee whose no-show fee was charged (issue 34, ADR 0061). */
describe('the provider refunds a charged no-show fee', () => {
  const w = setUpPaymentsWorld();

  it('refunds the fee’s own PaymentIntent, in part then the rest, and says so', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(
      w.t,
      provider,
      { mode: 'guarantee', noShowFeeCents: 1500 },
      { days: 1 },
    );
    const { token, back } = await pastTheAppointment(w.t, provider, booking.start);
    onTestFinished(() => w.t.clock.set(back));
    const refund = (body?: object) => w.t.post(`/api/bookings/${booking.id}/refund`, body, { token });

    // Nothing charged yet: nothing to refund.
    expect((await refund()).statusCode).toBe(409);
    await w.t.patch(`/api/bookings/${booking.id}`, { status: 'no_show' }, { token });
    await w.t.runJobs(['booking-payments.no-show-fee']);
    const { feePaymentIntentId } = await paymentRowOf(w.t, booking.id);
    expect(feePaymentIntentId).toMatch(/^pi_/);

    const part = await refund({ amountCents: 500 });
    expect(part.statusCode, part.body).toBe(200);
    expect((await w.t.runJobs(['booking-payments.refund'])).map((r) => r.error)).toEqual([undefined]);
    expect(await paymentRowOf(w.t, booking.id)).toMatchObject({
      feeStatus: 'charged',
      feeRefundedCents: 500,
    });
    const csv = await w.t.get('/api/payments/received.csv', { token });
    expect(csv.body).toContain(
      `${formatPrice(1500)} — Frais d’absence prélevés, remboursés en partie (${formatPrice(500)})`,
    );
    const tooMuch = await refund({ amountCents: 1001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().field).toBe('amountCents');

    expect((await refund()).statusCode).toBe(200);
    await w.t.runJobs(['booking-payments.refund']);
    const { made, keys, accounts } = refundsOf(w.stripe, feePaymentIntentId);
    expect(made.map((r) => r.amount)).toEqual([500, 1000]);
    expect(keys).toEqual([`booking-refund:${booking.id}:500:1`, `booking-refund:${booking.id}:1000:2`]);
    expect(accounts).toEqual([provider.stripeAccountId]);
    const row = await paymentRowOf(w.t, booking.id);
    expect(row).toMatchObject({ feeStatus: 'refunded', feeRefundedCents: 1500, status: 'card_saved' });

    const shown = await w.t.get(`/api/bookings/${booking.id}`, { token });
    const payment = shown.json<{ booking: { payment: TBookingPayment } }>().booking.payment;
    expect(paymentStatusText(payment)).toBe('Carte enregistrée · Frais d’absence remboursés');
    const mails = await w.t.deps.database.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking.id), eq(outboxEmails.kind, 'booking_refunded')));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `${formatPrice(500)} sur vos frais d’absence vous ont été remboursés`,
        `${formatPrice(1000)} sur vos frais d’absence vous ont été remboursés`,
      ].sort(),
    );
    const none = await refund();
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(BOOKING_PAYMENT_MESSAGES.nothingToRefund);
  });
});
