import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localStart } from '../../../test/booking-factories';
import {
  bookingRow,
  bookPublic,
  completedEvent,
  deliverConnect,
  emailKindsOf,
  payingProviderWith,
  paymentRow,
  sessionIdOfUrl,
  setUpHoldWorld,
} from '../../../test/booking-payments-world';
import { makeRetriesDue } from '../../../test/job-retries';
import { outboxEmails } from '../../db/schema';
import { STRIPE_NETWORK_RETRIES } from '../payments/api';

describe('a hold ended before its time closes its Checkout session (issue 34, ADR 0061)', () => {
  const w = setUpHoldWorld();
  let slot = 0;

  async function hold(email: string) {
    const world = await payingProviderWith(w.t, { mode: 'deposit', amountCents: 2000 });
    slot += 1;
    const start = localStart(w.t, 3, `${String(8 + slot).padStart(2, '0')}:00`);
    const response = await bookPublic(w.t, world.provider.id, world.service.id, start, email);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ booking: { id: string }; manageUrl: string; checkoutUrl: string }>();
    const giveBack = () =>
      w.t.post(`/api/public/bookings/${body.booking.id}/cancel`, {
        token: body.manageUrl.split('/').pop() ?? '',
      });
    return {
      ...world,
      start,
      bookingId: body.booking.id,
      sessionId: sessionIdOfUrl(body.checkoutUrl),
      giveBack,
    };
  }

  const expiriesOf = (sessionId: string) =>
    w.stripe.calls.filter(
      (c) => c.method === 'POST' && c.path === `/v1/checkout/sessions/${sessionId}/expire`,
    );

  it('a client giving a hold back expires its session on the connected account; a payment landing anyway is refunded', async () => {
    const h = await hold('rendu@exemple.fr');
    const cancel = await h.giveBack();
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(expiriesOf(h.sessionId)).toEqual([]);

    const runs = await w.t.runJobs(['booking-payments.expire-checkout']);
    expect(runs.map((r) => r.error)).toEqual([undefined]);
    const [call] = expiriesOf(h.sessionId);
    expect(call?.headers).toMatchObject({
      'stripe-account': h.stripeAccountId,
      'idempotency-key': `checkout-expire:${h.bookingId}`,
    });
    expect(w.stripe.sessionStatuses.get(h.sessionId)).toBe('expired');
    const page = await (await fetch(`${w.stripe.url}/pay/${h.sessionId}`)).text();
    expect(page).toContain('Cette page de paiement a expiré.');
    expect(page).not.toContain('<button');

    // Delivered again (Stripe answers 400: the session is no longer open): done, not an error.
    await w.t.deps.jobs.send('booking-payments.expire-checkout', { bookingId: h.bookingId });
    expect((await w.t.runJobs(['booking-payments.expire-checkout'])).map((r) => r.error)).toEqual([
      undefined,
    ]);

    // A payment that Stripe took just before: refunded at once, the booking stays cancelled.
    const paid = await deliverConnect(w.t, completedEvent(w.stripe, h.sessionId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await bookingRow(w.t, h.bookingId)).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    await w.t.runJobs(['booking-payments.refund']);
    const refunds = w.stripe.calls.filter(
      (c) => c.path === '/v1/refunds' && c.form.payment_intent === `pi_${h.sessionId}`,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.headers['stripe-account']).toBe(h.stripeAccountId);
    expect((await paymentRow(w.t, h.bookingId))?.status).toBe('refunded');
  });

  it('a session the client completed meanwhile is fine; Stripe failing is retried', async () => {
    const done = await hold('deja-paye@exemple.fr');
    w.stripe.sessionStatuses.set(done.sessionId, 'complete');
    await done.giveBack();
    expect((await w.t.runJobs(['booking-payments.expire-checkout'])).map((r) => r.error)).toEqual([
      undefined,
    ]);
    expect(w.stripe.sessionStatuses.get(done.sessionId)).toBe('complete');

    const down = await hold('panne@exemple.fr');
    await down.giveBack();
    const path = `/v1/checkout/sessions/${down.sessionId}/expire`;
    w.stripe.failNext('POST', path, STRIPE_NETWORK_RETRIES + 1);
    const [failed] = await w.t.runJobs(['booking-payments.expire-checkout']);
    expect(failed?.error).toBeInstanceOf(Error);
    expect(w.stripe.sessionStatuses.get(down.sessionId) ?? 'open').toBe('open');
    await makeRetriesDue(w.t);
    const [retried] = await w.t.runJobs(['booking-payments.expire-checkout']);
    expect(retried?.error).toBeUndefined();
    expect(w.stripe.sessionStatuses.get(down.sessionId)).toBe('expired');
  });

  it('a provider cancelling a hold sends the short « nothing was charged » e-mail, not the cancellation, and expires the session', async () => {
    const h = await hold('annule-pro@exemple.fr');
    const cancel = await w.t.post(`/api/bookings/${h.bookingId}/cancel`, {}, { token: h.provider.token });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await bookingRow(w.t, h.bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
    });
    expect((await paymentRow(w.t, h.bookingId))?.status).toBe('expired');
    expect(await emailKindsOf(w.t, h.bookingId)).toEqual(['booking_hold_cancelled']);
    const [mail] = await w.t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, h.bookingId), eq(outboxEmails.kind, 'booking_hold_cancelled')));
    expect(mail).toMatchObject({
      toAddress: 'annule-pro@exemple.fr',
      subject: 'Votre réservation en attente de paiement a été annulée',
    });
    expect(mail?.text).toContain('Aucun montant n’a été débité');

    expect((await w.t.runJobs(['booking-payments.expire-checkout'])).map((r) => r.error)).toEqual([
      undefined,
    ]);
    expect(expiriesOf(h.sessionId)).toHaveLength(1);
    expect(w.stripe.sessionStatuses.get(h.sessionId)).toBe('expired');
    // A payment landing anyway is refunded; the booking stays cancelled.
    await deliverConnect(w.t, completedEvent(w.stripe, h.sessionId));
    await w.t.runJobs(['booking-payments.refund']);
    expect((await bookingRow(w.t, h.bookingId))?.status).toBe('cancelled');
    expect((await paymentRow(w.t, h.bookingId))?.status).toBe('refunded');
  });
});
