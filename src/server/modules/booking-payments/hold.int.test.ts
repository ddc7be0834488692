import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, HOLD_MINUTES } from '../../../shared/schemas/booking-payments';
import { localStart } from '../../../test/booking-factories';
import {
  bookingRow,
  bookPublic,
  emailKindsOf,
  payingProviderWith,
  paymentRow,
  sessionIdOfUrl,
  setUpHoldWorld,
  usesOf,
} from '../../../test/booking-payments-world';
import { bookingReminders } from '../../db/schema';

describe('a public booking of a service asking for a payment is a hold (issue 34, ADR 0061)', () => {
  const w = setUpHoldWorld();

  it('answers 201 awaiting_payment with the Checkout page, opened on the connected account for the deposit', async () => {
    const { provider, service, stripeAccountId } = await payingProviderWith(w.t, {
      mode: 'deposit',
      amountCents: 2000,
    });
    const start = localStart(w.t, 3, '10:00');
    const response = await bookPublic(w.t, provider.id, service.id, start, 'hold@exemple.fr');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    const holdEnd = new Date(w.t.clock.now().getTime() + HOLD_MINUTES * 60_000);
    expect(body.booking).toMatchObject({
      status: 'awaiting_payment',
      holdExpiresAt: holdEnd.toISOString(),
      payment: { mode: 'deposit', status: 'pending', amountCents: 2000, paidAt: null },
    });
    const sessionId = sessionIdOfUrl(body.checkoutUrl);
    const session = w.stripe.sessions.get(sessionId);
    expect(session).toMatchObject({
      account: stripeAccountId,
      mode: 'payment',
      amountTotal: 2000,
      currency: 'eur',
      metadata: { bookingId: body.booking.id },
      clientReferenceId: body.booking.id,
      expiresAt: Math.floor(holdEnd.getTime() / 1000),
      successUrl: `${body.manageUrl}?paiement=ok`,
      cancelUrl: `${body.manageUrl}?paiement=annule`,
    });
    expect(session?.form).toMatchObject({
      'line_items[0][price_data][product_data][name]': 'Acompte — Soin visage',
      'payment_intent_data[metadata][bookingId]': body.booking.id,
      customer_creation: 'always',
      customer_email: 'hold@exemple.fr',
      locale: 'fr',
    });
    const call = w.stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.form.client_reference_id === body.booking.id,
    );
    expect(call?.headers['idempotency-key']).toBe(`checkout:${body.booking.id}`);
    expect((await paymentRow(w.t, body.booking.id))?.checkoutSessionId).toBe(sessionId);

    // Holds count against nothing until confirmed: no e-mail, reminder or appointment used.
    expect(await emailKindsOf(w.t, body.booking.id)).toEqual([]);
    expect(await usesOf(w.t, body.booking.id)).toEqual([]);
    const reminders = await w.t.deps.database.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, body.booking.id));
    expect(reminders).toEqual([]);

    // But it blocks the slot: nobody else takes it, and it is not offered.
    const other = await bookPublic(w.t, provider.id, service.id, start, 'autre@exemple.fr');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CONFLICT');
    const slots = await w.t.get(
      `/api/public/providers/${provider.id}/slots?serviceId=${service.id}&from=${start.slice(0, 10)}&to=${start.slice(0, 10)}`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().slots.map((s: { start: string }) => s.start)).not.toContain(
      new Date(start).toISOString(),
    );
  });

  it('asks a guarantee in setup mode: the card saved for later, no amount', async () => {
    const { provider, service, stripeAccountId } = await payingProviderWith(w.t, {
      mode: 'guarantee',
      noShowFeeCents: 3000,
    });
    const response = await bookPublic(
      w.t,
      provider.id,
      service.id,
      localStart(w.t, 3, '11:00'),
      'g@exemple.fr',
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.booking.payment).toMatchObject({ mode: 'guarantee', amountCents: 0, noShowFeeCents: 3000 });
    const session = w.stripe.sessions.get(sessionIdOfUrl(body.checkoutUrl));
    expect(session).toMatchObject({
      account: stripeAccountId,
      mode: 'setup',
      currency: 'eur',
      amountTotal: null,
    });
    expect(session?.form).toMatchObject({
      'setup_intent_data[metadata][bookingId]': body.booking.id,
      customer_creation: 'always',
    });
    expect(session?.form['line_items[0][price_data][unit_amount]']).toBeUndefined();
  });

  it('replays an idempotent retry with the same Checkout page, opening one session', async () => {
    const { provider, service } = await payingProviderWith(w.t, { mode: 'full' }, 4500);
    const start = localStart(w.t, 4, '10:00');
    const headers = { 'idempotency-key': 'hold-replay-1' };
    const browser = await w.t.csrf();
    const first = await bookPublic(
      w.t,
      provider.id,
      service.id,
      start,
      'replay@exemple.fr',
      headers,
      browser,
    );
    expect(first.statusCode, first.body).toBe(201);
    const sessionsBefore = w.stripe.sessions.size;
    expect(w.stripe.sessions.get(sessionIdOfUrl(first.json().checkoutUrl))).toMatchObject({
      amountTotal: 4500,
    });
    expect(w.stripe.sessions.get(sessionIdOfUrl(first.json().checkoutUrl))?.form).toMatchObject({
      'line_items[0][price_data][product_data][name]': 'Soin visage',
    });
    // The same browser retrying: the stored answer, with its page, and no second session.
    const again = await bookPublic(
      w.t,
      provider.id,
      service.id,
      start,
      'replay@exemple.fr',
      headers,
      browser,
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().checkoutUrl).toBe(first.json().checkoutUrl);
    expect(again.json().booking.id).toBe(first.json().booking.id);
    expect(w.stripe.sessions.size).toBe(sessionsBefore);
  });

  it('releases the hold and answers 502 when Stripe fails: the slot is free again', async () => {
    const { provider, service } = await payingProviderWith(w.t, { mode: 'deposit', amountCents: 1500 });
    const start = localStart(w.t, 5, '10:00');
    w.stripe.failNext('POST', '/v1/checkout/sessions', 1, { status: 500, shouldRetry: false });
    const response = await bookPublic(w.t, provider.id, service.id, start, 'down@exemple.fr');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_GATEWAY',
      message: BOOKING_PAYMENT_MESSAGES.stripeUnavailable,
    });
    const retry = await bookPublic(w.t, provider.id, service.id, start, 'down@exemple.fr');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().booking.status).toBe('awaiting_payment');
    const [firstCall] = w.stripe.calls.filter((c) => c.form.customer_email === 'down@exemple.fr');
    const failedId = firstCall?.form.client_reference_id ?? '';
    expect(await bookingRow(w.t, failedId)).toMatchObject({ status: 'cancelled', cancelledBy: null });
    expect((await paymentRow(w.t, failedId))?.status).toBe('expired');
  });
});
