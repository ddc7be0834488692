import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatPrice } from '../../../shared/french-format';
import {
  paidBooking,
  pastTheAppointment,
  paymentProvider,
  paymentRowOf,
} from '../../../test/booking-payment-factories';
import { setUpPaymentsWorld, type TPaymentsWorld } from '../../../test/payments-world';
import { savedCardOf } from '../../../test/stripe-stand-in-fees';
import { outboxEmails, userNotifications } from '../../db/schema';

const GUARANTEE = { mode: 'guarantee', noShowFeeCents: 1500 } as const;

/** A guarantee booking whose appointment began an hour ago, and its provider's fresh token. */
async function absentClient(w: TPaymentsWorld, email?: string) {
  const provider = await paymentProvider(w.t);
  const booking = await paidBooking(w.t, provider, GUARANTEE, { days: 1, ...(email ? { email } : {}) });
  const { token, back } = await pastTheAppointment(w.t, provider, booking.start);
  onTestFinished(() => w.t.clock.set(back));
  const mark = (status: string) => w.t.patch(`/api/bookings/${booking.id}`, { status }, { token });
  return { provider, booking, token, mark };
}

const chargesOf = (w: TPaymentsWorld, bookingId: string) =>
  w.stripe.calls.filter(
    (c) =>
      c.method === 'POST' && c.path === '/v1/payment_intents' && c.form['metadata[bookingId]'] === bookingId,
  );

describe('the no-show fee of a card guarantee (issue 34, ADR 0061)', () => {
  const w = setUpPaymentsWorld();

  it('charges the fee off-session exactly once, though no_show is set, reverted and set again', async () => {
    const { provider, booking, mark } = await absentClient(w);
    expect((await mark('no_show')).statusCode).toBe(200);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('queued');
    expect((await mark('completed')).statusCode).toBe(200);
    expect((await mark('no_show')).statusCode).toBe(200);

    const runs = await w.t.runJobs(['booking-payments.no-show-fee']);
    expect(runs.map((r) => r.error)).toEqual([undefined]);
    const charges = chargesOf(w, booking.id);
    expect(charges).toHaveLength(1);
    const { setupIntentId } = await paymentRowOf(w.t, booking.id);
    const saved = savedCardOf(setupIntentId ?? '');
    const setupCall = w.stripe.calls.find(
      (c) => c.method === 'GET' && c.path === `/v1/setup_intents/${setupIntentId}`,
    );
    expect(setupCall?.headers['stripe-account']).toBe(provider.stripeAccountId);
    expect(charges[0]?.headers).toMatchObject({
      'idempotency-key': `no-show-fee:${booking.id}`,
      'stripe-account': provider.stripeAccountId,
    });
    expect(charges[0]?.form).toMatchObject({
      amount: '1500',
      currency: 'eur',
      off_session: 'true',
      confirm: 'true',
      payment_method: saved.paymentMethod,
      customer: saved.customer,
    });
    const row = await paymentRowOf(w.t, booking.id);
    expect(row).toMatchObject({ feeStatus: 'charged', feeChargedAt: expect.any(Date) });
    expect(row.feePaymentIntentId).toMatch(/^pi_test_/);

    // Marked absent once more, or the job delivered again: nothing more is charged.
    expect((await mark('completed')).statusCode).toBe(200);
    expect((await mark('no_show')).statusCode).toBe(200);
    await w.t.deps.jobs.send('booking-payments.no-show-fee', { bookingId: booking.id });
    await w.t.runJobs(['booking-payments.no-show-fee']);
    expect(chargesOf(w, booking.id)).toHaveLength(1);
  });

  it('asks nothing when no_show is taken back before the job runs; absent again, it charges once', async () => {
    const { booking, mark } = await absentClient(w);
    await mark('no_show');
    await mark('completed');
    await w.t.runJobs(['booking-payments.no-show-fee']);
    expect(chargesOf(w, booking.id)).toEqual([]);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBeNull();
    await mark('no_show');
    await w.t.runJobs(['booking-payments.no-show-fee']);
    expect(chargesOf(w, booking.id)).toHaveLength(1);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('charged');
  });

  it('e-mails the client a payment link when the bank wants authentication', async () => {
    const email = 'absente.auth@exemple.fr';
    const { provider, booking, mark } = await absentClient(w, email);
    w.stripe.nextCardError = 'authentication_required';
    await mark('no_show');
    const runs = await w.t.runJobs(['booking-payments.no-show-fee']);
    expect(runs.map((r) => r.error)).toEqual([undefined]);

    const sessions = w.stripe.calls.filter(
      (c) =>
        c.path === '/v1/checkout/sessions' &&
        c.headers['idempotency-key'] === `no-show-fee-link:${booking.id}`,
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.headers['stripe-account']).toBe(provider.stripeAccountId);
    expect(sessions[0]?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][currency]': 'eur',
      'metadata[kind]': 'no_show_fee',
      'metadata[bookingId]': booking.id,
    });
    const expiresIn = Number(sessions[0]?.form.expires_at) - w.t.clock.now().getTime() / 1000;
    expect(expiresIn).toBeGreaterThan(23 * 3600);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600);
    expect(sessions[0]?.form.success_url).toContain(`/booking/${provider.id}/${booking.token}`);

    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('requires_action');
    const sent = await w.t.lastEmailTo(email);
    expect(sent?.kind).toBe('no_show_fee_link');
    expect(sent?.text).toContain(
      `Votre banque demande une confirmation pour régler les frais d'absence de ${formatPrice(1500)}`,
    );
    expect(sent?.text).toMatch(/Régler les frais d’absence : http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_\d+/);
  });

  it('a declined card fails the fee, tells the provider, and is not retried', async () => {
    const { provider, booking, mark } = await absentClient(w);
    w.stripe.nextCardError = 'card_declined';
    await mark('no_show');
    const runs = await w.t.runJobs(['booking-payments.no-show-fee']);
    expect(runs.map((r) => r.error)).toEqual([undefined]);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('failed');
    const notices = await w.t.deps.database.db
      .select()
      .from(userNotifications)
      .where(
        and(eq(userNotifications.userId, provider.id), eq(userNotifications.type, 'no_show_fee_failed')),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Frais d’absence refusés', bookingId: booking.id });
    expect(notices[0]?.body).toContain(`a refusé les frais d’absence de ${formatPrice(1500)}`);
    expect(chargesOf(w, booking.id)).toHaveLength(1);
    const mails = await w.t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking.id), eq(outboxEmails.kind, 'no_show_fee_link')));
    expect(mails).toEqual([]);
  });

  it('marking absent a booking paid by deposit charges nothing', async () => {
    const provider = await paymentProvider(w.t);
    const booking = await paidBooking(w.t, provider, { mode: 'deposit', amountCents: 2000 }, { days: 1 });
    const { token, back } = await pastTheAppointment(w.t, provider, booking.start);
    onTestFinished(() => w.t.clock.set(back));
    expect(
      (await w.t.patch(`/api/bookings/${booking.id}`, { status: 'no_show' }, { token })).statusCode,
    ).toBe(200);
    expect(await w.t.runJobs(['booking-payments.no-show-fee'])).toEqual([]);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBeNull();
  });
});
