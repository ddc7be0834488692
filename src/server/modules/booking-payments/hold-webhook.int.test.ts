import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../../../shared/schemas/booking-payments';
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
  usesOf,
} from '../../../test/booking-payments-world';
import { addWaitlistEntry } from '../../../test/waitlist-factories';
import { connectAccounts, stripeEvents } from '../../db/schema';
import { expireHoldsJob, HOLD_RELEASED_REASON } from '../bookings/api';

const jobsOf = (w: ReturnType<typeof setUpHoldWorld>, name: string, data: object) =>
  w.t.deps.jobs.boss.findJobs(name, { data, queued: true });

describe('the Connect webhook confirms a hold only by its signed event (issue 34, ADR 0061)', () => {
  const w = setUpHoldWorld();

  async function heldDeposit(hhmm: string, email: string, day = 3) {
    const world = await payingProviderWith(w.t, { mode: 'deposit', amountCents: 2000 });
    const start = localStart(w.t, day, hhmm);
    const response = await bookPublic(w.t, world.provider.id, world.service.id, start, email);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    return { ...world, start, booking: body.booking, sessionId: sessionIdOfUrl(body.checkoutUrl) };
  }

  it('confirms on the signed completed event: status, payment, e-mail with the amount, quota; a replay changes nothing', async () => {
    const hold = await heldDeposit('10:00', 'paid@exemple.fr');
    const event = completedEvent(w.stripe, hold.sessionId);
    const answer = await deliverConnect(w.t, event);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, received: 'processed' });
    expect(await bookingRow(w.t, hold.booking.id)).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
    });
    expect(await paymentRow(w.t, hold.booking.id)).toMatchObject({
      status: 'paid',
      paymentIntentId: `pi_${hold.sessionId}`,
    });
    expect(await emailKindsOf(w.t, hold.booking.id)).toEqual([
      'booking_confirmation',
      'booking_provider_new',
    ]);
    const email = await w.t.lastEmailTo('paid@exemple.fr');
    expect(email?.text).toMatch(/Acompte payé : 20,00\s€/);
    expect(await usesOf(w.t, hold.booking.id)).toHaveLength(1);

    const replay = await deliverConnect(w.t, event);
    expect(replay.json().received).toBe('duplicate');
    // Another delivery of the same payment under a new event id settles nothing twice either.
    const again = await deliverConnect(w.t, completedEvent(w.stripe, hold.sessionId));
    expect(again.json().received).toBe('ignored');
    expect(await emailKindsOf(w.t, hold.booking.id)).toEqual([
      'booking_confirmation',
      'booking_provider_new',
    ]);
    expect(await usesOf(w.t, hold.booking.id)).toHaveLength(1);
  });

  it('refuses a forged or missing signature (400) and a payment that is not the one asked (200 rejected)', async () => {
    const hold = await heldDeposit('11:00', 'forged@exemple.fr');
    const forged = w.stripe.signedEvent(
      'checkout.session.completed',
      w.stripe.completedSession(hold.sessionId),
      {
        secret: 'whsec_pas_le_bon',
        account: hold.stripeAccountId,
      },
    );
    const bad = await deliverConnect(w.t, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_SIGNATURE');
    const unsigned = await deliverConnect(w.t, { payload: forged.payload, signature: '' });
    expect(unsigned.statusCode).toBe(400);
    for (const event of [
      completedEvent(w.stripe, hold.sessionId, { amount_total: 1 }),
      completedEvent(w.stripe, hold.sessionId, { currency: 'usd' }),
      completedEvent(w.stripe, hold.sessionId, {}, { account: 'acct_quelqu_un_d_autre' }),
    ]) {
      const answer = await deliverConnect(w.t, event);
      expect(answer.json().received).toBe('rejected');
      const [kept] = await w.t.deps.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id));
      expect(kept?.outcome).toBe('rejected');
    }
    expect(await bookingRow(w.t, hold.booking.id)).toMatchObject({ status: 'awaiting_payment' });
    expect((await paymentRow(w.t, hold.booking.id))?.status).toBe('pending');
    expect(await emailKindsOf(w.t, hold.booking.id)).toEqual([]);
  });

  it('saves a guarantee card (setup mode): card_saved, and the e-mail says so', async () => {
    const { provider, service } = await payingProviderWith(w.t, { mode: 'guarantee', noShowFeeCents: 3000 });
    const response = await bookPublic(
      w.t,
      provider.id,
      service.id,
      localStart(w.t, 3, '12:00'),
      'card@exemple.fr',
    );
    const { booking, checkoutUrl } = response.json();
    const answer = await deliverConnect(w.t, completedEvent(w.stripe, sessionIdOfUrl(checkoutUrl)));
    expect(answer.json().received).toBe('processed');
    expect(await paymentRow(w.t, booking.id)).toMatchObject({
      status: 'card_saved',
      setupIntentId: `seti_${sessionIdOfUrl(checkoutUrl)}`,
    });
    expect((await w.t.lastEmailTo('card@exemple.fr'))?.text).toContain('Carte enregistrée en garantie');
  });

  it('releases a hold on the expired event: the slot is free again and offered to the waitlist', async () => {
    const hold = await heldDeposit('14:00', 'late@exemple.fr');
    await addWaitlistEntry(w.t.deps, {
      providerId: hold.provider.id,
      serviceId: hold.service.id,
      fromDay: hold.start.slice(0, 10),
      toDay: hold.start.slice(0, 10),
    });
    const expired = w.stripe.signedEvent(
      'checkout.session.expired',
      { ...w.stripe.completedSession(hold.sessionId), status: 'expired', payment_status: 'unpaid' },
      { secret: w.stripe.connectSecret, account: hold.stripeAccountId },
    );
    expect((await deliverConnect(w.t, expired)).json().received).toBe('processed');
    expect(await bookingRow(w.t, hold.booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: null,
      cancellationReason: HOLD_RELEASED_REASON,
    });
    expect((await paymentRow(w.t, hold.booking.id))?.status).toBe('expired');
    expect(await jobsOf(w, 'waitlist.offer', { providerId: hold.provider.id })).toHaveLength(1);
    expect(await emailKindsOf(w.t, hold.booking.id)).toEqual([]);
    const next = await bookPublic(w.t, hold.provider.id, hold.service.id, hold.start, 'next@exemple.fr');
    expect(next.statusCode, next.body).toBe(201);
  });

  it('ends holds past their time with the job; a payment arriving after: confirmed if the slot is free, refunded if it was retaken', async () => {
    const free = await heldDeposit('15:00', 'free@exemple.fr', 6);
    const lost = await heldDeposit('16:00', 'lost@exemple.fr', 6);
    w.t.clock.advance((HOLD_MINUTES + 1) * 60_000);
    await expireHoldsJob.handler(w.t.deps, {});
    for (const hold of [free, lost]) {
      expect(await bookingRow(w.t, hold.booking.id)).toMatchObject({ status: 'cancelled' });
      expect((await paymentRow(w.t, hold.booking.id))?.status).toBe('expired');
    }
    const taker = await bookPublic(w.t, lost.provider.id, lost.service.id, lost.start, 'taker@exemple.fr');
    expect(taker.statusCode).toBe(201);

    expect((await deliverConnect(w.t, completedEvent(w.stripe, free.sessionId))).json().received).toBe(
      'processed',
    );
    expect(await bookingRow(w.t, free.booking.id)).toMatchObject({ status: 'confirmed', cancelledAt: null });
    expect(await emailKindsOf(w.t, free.booking.id)).toContain('booking_confirmation');

    expect((await deliverConnect(w.t, completedEvent(w.stripe, lost.sessionId))).json().received).toBe(
      'processed',
    );
    expect(await bookingRow(w.t, lost.booking.id)).toMatchObject({ status: 'cancelled' });
    expect((await paymentRow(w.t, lost.booking.id))?.status).toBe('paid');
    expect(await jobsOf(w, 'booking-payments.refund', { bookingId: lost.booking.id })).toHaveLength(1);
    expect(await emailKindsOf(w.t, lost.booking.id)).toEqual([]);
  });

  it('keeps the account current on account.updated and ignores an unknown account', async () => {
    const { provider, stripeAccountId } = await payingProviderWith(w.t, { mode: 'none' });
    const event = (id: string) =>
      w.stripe.signedEvent(
        'account.updated',
        { id, object: 'account', charges_enabled: false, details_submitted: true, payouts_enabled: true },
        { secret: w.stripe.connectSecret, account: id },
      );
    expect((await deliverConnect(w.t, event(stripeAccountId))).json().received).toBe('processed');
    const [row] = await w.t.deps.database.db
      .select()
      .from(connectAccounts)
      .where(eq(connectAccounts.providerId, provider.id));
    expect(row).toMatchObject({ chargesEnabled: false, detailsSubmitted: true, payoutsEnabled: true });
    const unknown = await deliverConnect(w.t, event('acct_inconnu'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().received).toBe('ignored');
  });
});
