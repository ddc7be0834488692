import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatPrice } from '../../../shared/french-format';
import {
  paymentStatusText,
  type TBookingPayment,
  type TReceivedPayment,
} from '../../../shared/schemas/booking-payments';
import {
  paidBooking,
  pastTheAppointment,
  paymentProvider,
  paymentRowOf,
} from '../../../test/booking-payment-factories';
import { deliverConnect } from '../../../test/booking-payments-world';
import { setUpPaymentsWorld, type TPaymentsWorld } from '../../../test/payments-world';
import { stripeEvents, userNotifications } from '../../db/schema';

/** A guarantee booking marked absent whose bank asked to confirm: the fee's link was e-mailed. */
async function feeLinkSent(w: TPaymentsWorld) {
  const provider = await paymentProvider(w.t);
  const booking = await paidBooking(w.t, provider, { mode: 'guarantee', noShowFeeCents: 1500 }, { days: 1 });
  const { token, back } = await pastTheAppointment(w.t, provider, booking.start);
  onTestFinished(() => w.t.clock.set(back));
  w.stripe.nextCardError = 'authentication_required';
  const marked = await w.t.patch(`/api/bookings/${booking.id}`, { status: 'no_show' }, { token });
  expect(marked.statusCode, marked.body).toBe(200);
  await w.t.runJobs(['booking-payments.no-show-fee']);
  const session = [...w.stripe.sessions.values()].find(
    (s) => s.metadata.kind === 'no_show_fee' && s.metadata.bookingId === booking.id,
  );
  if (!session) throw new Error('no fee session');
  const paidEvent = (overrides: Record<string, unknown> = {}, account = provider.stripeAccountId) =>
    w.stripe.signedEvent('checkout.session.completed', w.stripe.completedSession(session.id, overrides), {
      secret: w.stripe.connectSecret,
      account,
    });
  return { provider, booking, token, session, paidEvent };
}

const noticesOf = (w: TPaymentsWorld, userId: string) =>
  w.t.deps.database.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, 'no_show_fee_paid')));

describe('a no-show fee paid through the e-mailed link (issue 34, ADR 0061)', () => {
  const w = setUpPaymentsWorld();

  it('is recorded as charged once, the provider is told, and the booking and « Paiements reçus » show it', async () => {
    const { provider, booking, token, session, paidEvent } = await feeLinkSent(w);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('requires_action');
    const event = paidEvent();
    const first = await deliverConnect(w.t, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().received).toBe('processed');
    const row = await paymentRowOf(w.t, booking.id);
    expect(row).toMatchObject({
      feeStatus: 'charged',
      feePaymentIntentId: `pi_${session.id}`,
      feeChargedAt: expect.any(Date),
      status: 'card_saved',
    });
    const notices = await noticesOf(w, provider.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Frais d’absence réglés', bookingId: booking.id });
    expect(notices[0]?.body).toContain(
      `Jeanne Petit a réglé en ligne les frais d’absence de ${formatPrice(1500)}`,
    );

    // The same event again, or a second event of the same session: nothing more.
    expect((await deliverConnect(w.t, event)).json().received).toBe('duplicate');
    expect((await deliverConnect(w.t, paidEvent())).json().received).toBe('ignored');
    expect(await noticesOf(w, provider.id)).toHaveLength(1);

    const shown = await w.t.get(`/api/bookings/${booking.id}`, { token });
    const payment = shown.json<{ booking: { payment: TBookingPayment } }>().booking.payment;
    expect(payment.feeStatus).toBe('charged');
    expect(paymentStatusText(payment)).toBe('Carte enregistrée · Frais d’absence prélevés');
    const received = await w.t.get('/api/payments/received', { token });
    expect(received.statusCode, received.body).toBe(200);
    const line = received
      .json<{ payments: TReceivedPayment[] }>()
      .payments.find((p) => p.bookingId === booking.id);
    expect(line).toMatchObject({ feeStatus: 'charged', noShowFeeCents: 1500 });
  });

  it('an amount, a currency or an account other than the fee’s is rejected and changes nothing', async () => {
    const { provider, booking, paidEvent } = await feeLinkSent(w);
    const wrong = [
      paidEvent({ amount_total: 100 }),
      paidEvent({ currency: 'usd' }),
      paidEvent({}, 'acct_someone_else'),
    ];
    for (const event of wrong) {
      const answer = await deliverConnect(w.t, event);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().received).toBe('rejected');
      const [logged] = await w.t.deps.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id));
      expect(logged?.outcome).toBe('rejected');
    }
    const unpaid = await deliverConnect(w.t, paidEvent({ payment_status: 'unpaid' }));
    expect(unpaid.json().received).toBe('ignored');
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('requires_action');
    expect(await noticesOf(w, provider.id)).toEqual([]);
  });

  it('a forged event is refused (400) and changes nothing', async () => {
    const { booking, paidEvent } = await feeLinkSent(w);
    const event = paidEvent();
    const forged = await deliverConnect(w.t, { payload: event.payload, signature: 't=1,v1=deadbeef' });
    expect(forged.statusCode).toBe(400);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('requires_action');
  });
});
