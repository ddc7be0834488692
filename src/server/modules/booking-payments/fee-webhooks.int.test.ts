import { describe, expect, it, onTestFinished } from 'vitest';
import {
  paidBooking,
  pastTheAppointment,
  paymentProvider,
  paymentRowOf,
} from '../../../test/booking-payment-factories';
import { deliverConnect } from '../../../test/booking-payments-world';
import { setUpPaymentsWorld, type TPaymentsWorld } from '../../../test/payments-world';
import { addWebhookEndpoint, payloadsOf } from '../../../test/webhook-factories';

/** A guarantee booking marked absent, its fee job run; the provider's webhook listens to payments. */
async function absentWithWebhook(w: TPaymentsWorld, bankWantsConfirmation: boolean) {
  const provider = await paymentProvider(w.t);
  const endpoint = await addWebhookEndpoint(w.t.deps, provider.id, ['payment.succeeded']);
  const booking = await paidBooking(w.t, provider, { mode: 'guarantee', noShowFeeCents: 1500 }, { days: 1 });
  const { token, back } = await pastTheAppointment(w.t, provider, booking.start);
  onTestFinished(() => w.t.clock.set(back));
  if (bankWantsConfirmation) w.stripe.nextCardError = 'authentication_required';
  const marked = await w.t.patch(`/api/bookings/${booking.id}`, { status: 'no_show' }, { token });
  expect(marked.statusCode, marked.body).toBe(200);
  const runs = await w.t.runJobs(['booking-payments.no-show-fee']);
  expect(runs.map((r) => r.error)).toEqual([undefined]);
  const sent = () => payloadsOf(w.t.deps, endpoint.id);
  return { provider, booking, sent };
}

/** Issue 36: a no-show fee received is `payment.succeeded` too, `kind: no_show_fee`, once. */
describe('payment.succeeded of a no-show fee', () => {
  const w = setUpPaymentsWorld();

  it('charged off-session on the saved card: one event with the fee, never again on a second run', async () => {
    const { booking, sent } = await absentWithWebhook(w, false);
    const row = await paymentRowOf(w.t, booking.id);
    expect(row.feeStatus).toBe('charged');
    expect(await sent()).toEqual([
      {
        type: 'payment.succeeded',
        timestamp: expect.any(String),
        data: {
          paymentId: row.id,
          bookingId: booking.id,
          kind: 'no_show_fee',
          mode: 'guarantee',
          amountCents: 1500,
          currency: row.currency,
          paidAt: row.feeChargedAt?.toISOString(),
        },
      },
    ]);
    await w.t.deps.jobs.send('booking-payments.no-show-fee', { bookingId: booking.id });
    await w.t.runJobs(['booking-payments.no-show-fee']);
    expect(await sent()).toHaveLength(1);
  });

  it('a declined card is no payment: nothing is sent', async () => {
    const provider = await paymentProvider(w.t);
    const endpoint = await addWebhookEndpoint(w.t.deps, provider.id, ['payment.succeeded']);
    const booking = await paidBooking(
      w.t,
      provider,
      { mode: 'guarantee', noShowFeeCents: 1500 },
      { days: 1 },
    );
    const { token, back } = await pastTheAppointment(w.t, provider, booking.start);
    onTestFinished(() => w.t.clock.set(back));
    w.stripe.nextCardError = 'card_declined';
    expect(
      (await w.t.patch(`/api/bookings/${booking.id}`, { status: 'no_show' }, { token })).statusCode,
    ).toBe(200);
    await w.t.runJobs(['booking-payments.no-show-fee']);
    expect((await paymentRowOf(w.t, booking.id)).feeStatus).toBe('failed');
    expect(await payloadsOf(w.t.deps, endpoint.id)).toEqual([]);
  });

  it('paid through the e-mailed link: one event when Stripe confirms it, none for its replay', async () => {
    const { provider, booking, sent } = await absentWithWebhook(w, true);
    expect(await sent()).toEqual([]);
    const session = [...w.stripe.sessions.values()].find(
      (s) => s.metadata.kind === 'no_show_fee' && s.metadata.bookingId === booking.id,
    );
    if (!session) throw new Error('no fee session');
    const event = w.stripe.signedEvent('checkout.session.completed', w.stripe.completedSession(session.id), {
      secret: w.stripe.connectSecret,
      account: provider.stripeAccountId,
    });
    expect((await deliverConnect(w.t, event)).json().received).toBe('processed');
    const [paid] = await sent();
    expect(paid).toMatchObject({
      type: 'payment.succeeded',
      data: { bookingId: booking.id, kind: 'no_show_fee', mode: 'guarantee', amountCents: 1500 },
    });
    expect(paid?.data.paidAt).toBe((await paymentRowOf(w.t, booking.id)).feeChargedAt?.toISOString());
    expect((await deliverConnect(w.t, event)).json().received).toBe('duplicate');
    expect(await sent()).toHaveLength(1);
  });
});
