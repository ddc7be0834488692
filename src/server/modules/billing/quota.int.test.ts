import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_MESSAGES } from '../../../shared/schemas/billing';
import { createTestApp, type TestApp } from '../../../test/app';
import { balanceOf, movementsOf } from '../../../test/billing-api';
import { createUser } from '../../../test/factories';
import { bookings, userNotifications } from '../../db/schema';
import { bookableProvider, bookManually, bookManyManually, bookPublicly } from './billing.test-support';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-10T09:00:00Z'));
  const admin = await createUser(t.deps, { role: 'admin' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t.close());

const changePack = (userId: string, packId: string) =>
  t.post(`/api/admin/users/${userId}/pack`, { packId, reason: 'Test' }, { token: adminToken });

describe('the quota of a provider (ADR 0036)', () => {
  it('starts on the free tier: 20 appointments for the calendar month, Paris time', async () => {
    const p = await bookableProvider(t);
    expect(await balanceOf(t, p)).toEqual({
      packId: 'gratuit',
      periodStart: '2026-10-31T23:00:00.000Z',
      periodEnd: '2026-11-30T23:00:00.000Z',
      allowance: 20,
      carriedOver: 0,
      credits: 0,
      used: 0,
      remaining: 20,
      lowQuota: false,
      overage: 0,
      nextPackId: null,
      creditsExpireAt: null,
      smsCredits: 0,
    });
    const packs = (await t.get('/api/billing/packs')).json();
    expect(packs.free).toMatchObject({ id: 'gratuit', appointmentsPerMonth: 20, priceCents: 0 });
    expect(packs.packs.map((p: { id: string }) => p.id)).toEqual([
      'independant',
      'pro',
      'expert',
      'max',
      'illimite',
      'evenement-7j',
    ]);
    expect(packs.recharges[0]).toMatchObject({ id: 'recharge-20', validityMonths: 12, vatRate: 20 });
  });

  it('uses one appointment per booking, public or manual, and gives it back once on cancellation', async () => {
    const p = await bookableProvider(t);
    const publicBooking = await bookPublicly(t, p, 0);
    expect(publicBooking.statusCode, publicBooking.body).toBe(201);
    const [manualId] = await bookManyManually(t, p, 1, 1);
    expect(await balanceOf(t, p)).toMatchObject({ used: 2, remaining: 18 });

    const cancel = () => t.post(`/api/bookings/${manualId}/cancel`, {}, { token: p.token });
    expect((await cancel()).statusCode).toBe(200);
    expect(await balanceOf(t, p)).toMatchObject({ used: 1, remaining: 19 });
    await cancel();
    expect(await balanceOf(t, p)).toMatchObject({ used: 1, remaining: 19 });
    const kinds = (await movementsOf(t, p)).map((m) => [m.kind, m.amount]);
    expect(kinds).toEqual([
      ['refund', 1],
      ['use', -1],
      ['use', -1],
      ['grant', 20],
    ]);
  });

  it('at 0 refuses public bookings with QUOTA_EXHAUSTED, hides the slots, gives the e-mail; manual ones are overage', async () => {
    const p = await bookableProvider(t);
    await bookManyManually(t, p, 20);
    const refused = await bookPublicly(t, p, 30);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXHAUSTED', message: QUOTA_MESSAGES.exhausted });
    const rows = await t.deps.database.db.select().from(bookings).where(eq(bookings.providerId, p.id));
    expect(rows).toHaveLength(20);

    const page = (await t.get(`/api/public/providers/${p.id}`)).json().provider;
    expect(page).toMatchObject({ quotaExhausted: true, contactEmail: p.email, phone: '01 23 45 67 89' });
    const slots = (await t.get(`/api/public/providers/${p.id}/slots?serviceId=${p.serviceId}`)).json();
    expect(slots.slots).toEqual([]);

    const manual = await bookManually(t, p, 31);
    expect(manual.statusCode).toBe(201);
    expect(await balanceOf(t, p)).toMatchObject({ remaining: 0, used: 21, overage: 1, lowQuota: true });
    const overageId = manual.json().booking.id;
    await t.post(`/api/bookings/${overageId}/cancel`, {}, { token: p.token });
    expect(await balanceOf(t, p)).toMatchObject({ remaining: 0, used: 20, overage: 0 });
  });

  it('alerts at 10 left and at 0, once per period each, in the app and by e-mail', async () => {
    const p = await bookableProvider(t);
    await bookManyManually(t, p, 9);
    const alerts = () =>
      t.deps.database.db
        .select({ type: userNotifications.type, body: userNotifications.body })
        .from(userNotifications)
        .where(eq(userNotifications.userId, p.id));
    expect(await alerts()).toEqual([]);
    await bookManyManually(t, p, 2, 9);
    expect(await alerts()).toEqual([
      { type: 'quota_low', body: 'Il vous reste 10 rendez-vous jusqu’au lundi 30 novembre 2026.' },
    ]);
    const mail = await t.lastEmailTo(p.email);
    expect(mail?.subject).toBe('Quota de rendez-vous presque atteint');
    expect(mail?.text).toContain('/dashboard/subscription');
    await bookManyManually(t, p, 9, 11);
    const types = (await alerts()).map((a) => a.type);
    expect(types.toSorted()).toEqual(['quota_exhausted', 'quota_low']);
    await bookManyManually(t, p, 1, 20);
    expect(await alerts()).toHaveLength(2);
    expect((await t.lastEmailTo(p.email))?.subject).toBe('Quota de rendez-vous atteint');
  });

  it('upgrades at once (new allowance minus used) and downgrades at the next period', async () => {
    const p = await bookableProvider(t);
    await bookManyManually(t, p, 5);
    expect((await changePack(p.id, 'pro')).statusCode).toBe(200);
    expect(await balanceOf(t, p)).toMatchObject({ packId: 'pro', allowance: 200, used: 5, remaining: 195 });
    const down = await changePack(p.id, 'independant');
    expect(down.json().balance).toMatchObject({ packId: 'pro', nextPackId: 'independant', remaining: 195 });
    // Choosing the current pack again cancels the pending downgrade; choosing it twice is a 409.
    expect((await changePack(p.id, 'pro')).json().balance).toMatchObject({ nextPackId: null });
    const same = await changePack(p.id, 'pro');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: QUOTA_MESSAGES.samePack, field: 'packId' });
  });

  it('uses carry-over first, then the allowance, then credits', async () => {
    const p = await bookableProvider(t);
    await changePack(p.id, 'independant');
    await t.post(`/api/admin/users/${p.id}/credits`, { amount: 3, reason: 'Geste' }, { token: adminToken });
    expect(await balanceOf(t, p)).toMatchObject({ allowance: 50, credits: 3, remaining: 53 });
    await bookManyManually(t, p, 1);
    const [use] = await movementsOf(t, p);
    expect(use).toMatchObject({ kind: 'use', bucket: 'allowance' });
  });

  it('publishes after each booking the balance a fresh read gives, across the end of a lot', async () => {
    const p = await bookableProvider(t);
    await t.post(`/api/admin/users/${p.id}/credits`, { amount: 2, reason: 'Geste' }, { token: adminToken });
    const published: unknown[] = [];
    const listener = (change: { userId: string; balance: unknown }) => {
      if (change.userId === p.id) published.push(change.balance);
    };
    t.deps.events.on('credits_updated', listener);
    try {
      // 20 from the allowance, 2 from the credits, then overage (manual bookings only).
      for (let i = 0; i < 23; i++) {
        const response = i % 2 === 0 ? await bookManually(t, p, i) : await bookPublicly(t, p, i);
        expect(response.statusCode, response.body).toBe(201);
        expect(published.at(-1)).toEqual(await balanceOf(t, p));
      }
    } finally {
      t.deps.events.off('credits_updated', listener);
    }
    expect(published).toHaveLength(23);
    expect(published.at(-1)).toMatchObject({ used: 23, remaining: 0, credits: 0, overage: 1 });
  });
});
