import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TComptaResponse } from '../../../shared/schemas/payments';
import type {
  TConfirmTransferOrderResponse,
  TTransferOrder,
  TTransfersResponse,
} from '../../../shared/schemas/payments-transfers';
import { balanceOf } from '../../../test/billing-api';
import { createUser } from '../../../test/factories';
import { invoicesOf, payingProvider, setUpPaymentsWorld } from '../../../test/payments-world';
import { auditLog, outboxEmails, userNotifications } from '../../db/schema';
import { runTransferRenewals } from './transfer-renewals-job';

const BANK = { holder: 'Créneau SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' };
const REFERENCE = /^CRN-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

describe('packs paid by bank transfer (issue 30 items 10 and 11, ADR 0056)', () => {
  // An instance without Stripe: the case item 10 is about.
  const w = setUpPaymentsWorld({ stripe: false });

  const setBank = (bankTransfer: unknown) =>
    w.t.put('/api/admin/config', { bankTransfer }, { token: w.adminToken });
  const order = async (token: string, body: object) => {
    const response = await w.t.post('/api/billing/transfers', body, { token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ order: TTransferOrder }>().order;
  };
  const confirm = (id: string) =>
    w.t.post(`/api/admin/transfer-orders/${id}/confirm`, undefined, { token: w.adminToken });
  /** The test clock jumps weeks ahead: the administrator and these providers sign in again then (sessions end). */
  const jumpTo = async (
    at: string,
    ...providers: Array<{ email: string; password: string; token: string }>
  ) => {
    w.t.clock.set(new Date(at));
    const admin = await createUser(w.t.deps, { role: 'admin' });
    w.adminToken = await w.t.login(admin.email, admin.password);
    for (const p of providers) p.token = await w.t.login(p.email, p.password);
  };
  const transfersOf = async (token: string) =>
    (await w.t.get('/api/billing/transfers', { token })).json<TTransfersResponse>();
  const emailsOf = (to: string) =>
    w.t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.kind, 'transfer_order')));
  const mrr = async () =>
    (await w.t.get('/api/admin/compta', { token: w.adminToken })).json<TComptaResponse>();

  it('checks the bank details: IBAN by mod-97, BIC optional, French messages naming the field', async () => {
    const bad = await setBank({ ...BANK, iban: 'FR76 3000 6000 0112 3456 7890 188' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'bankTransfer.iban',
      message: expect.stringContaining('IBAN'),
    });
    const bic = await setBank({ ...BANK, bic: 'AGRI' });
    expect(bic.json()).toMatchObject({ field: 'bankTransfer.bic' });
    expect((await setBank({ ...BANK, bic: '' })).json()).toMatchObject({ field: 'bankTransfer.bic' });
    const holder = await setBank({ ...BANK, holder: ' ' });
    expect(holder.json()).toMatchObject({ field: 'bankTransfer.holder' });

    const p = await payingProvider(w.t);
    await setBank(null);
    expect((await transfersOf(p.token)).bank).toBeNull();
    const refused = await w.t.post('/api/billing/transfers', { packId: 'pro' }, { token: p.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('virement n’est pas proposé');

    const saved = await setBank({ ...BANK, bic: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().config.bankTransfer).toEqual({
      holder: 'Créneau SAS',
      iban: 'FR7630006000011234567890189',
      bic: null,
    });
    expect((await setBank(BANK)).statusCode).toBe(200);
  });

  it('an order gets a reference; the team confirms it in one click: pack active, invoice, notice; once', async () => {
    await setBank(BANK);
    const p = await payingProvider(w.t);
    const made = await order(p.token, { packId: 'pro' });
    expect(made).toMatchObject({
      status: 'pending',
      amountCents: 1499,
      productName: 'Pack Pro',
      renews: false,
    });
    expect(made.reference).toMatch(REFERENCE);
    const listed = await transfersOf(p.token);
    expect(listed.bank).toEqual({
      holder: 'Créneau SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    });
    expect(listed.orders.map((o) => o.id)).toEqual([made.id]);
    expect((await balanceOf(w.t, p)).packId).toBe('gratuit');

    const pending = await w.t.get('/api/admin/transfer-orders', { token: w.adminToken });
    expect(pending.json().orders).toContainEqual(
      expect.objectContaining({ id: made.id, customer: expect.objectContaining({ id: p.id }) }),
    );

    const done = await confirm(made.id);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<TConfirmTransferOrderResponse>();
    expect(body.order).toMatchObject({ status: 'paid', periodStart: expect.any(String) });
    expect(body.invoice).toMatchObject({ method: 'transfer', totalInclCents: 1499 });
    expect(body.balance).toMatchObject({ packId: 'pro' });
    expect((await balanceOf(w.t, p)).packId).toBe('pro');
    expect(await invoicesOf(w.t, p.token)).toHaveLength(1);
    const [notice] = await w.t.deps.database.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, p.id), eq(userNotifications.type, 'transfer_order')));
    expect(notice?.title).toBe('Virement reçu : Pack Pro activé');
    const [mail] = await emailsOf(p.email);
    expect(mail?.subject).toBe('Virement reçu : Pack Pro activé');
    expect(mail?.text).toContain(made.reference);
    const [audit] = await w.t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payments.confirm_transfer_order'), eq(auditLog.targetId, p.id)));
    expect(audit?.actorEmail).toBeTruthy();

    // A second click (or a second administrator) changes nothing.
    const again = await confirm(made.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('déjà été confirmé');
    expect(await invoicesOf(w.t, p.token)).toHaveLength(1);
    expect((await transfersOf(p.token)).orders).toEqual([]);

    // The reference is now a recorded transfer: recording it by hand is refused too.
    const byHand = await w.t.post(
      `/api/admin/users/${p.id}/payments`,
      { productId: 'recharge-20', reference: made.reference.toLowerCase(), reason: 'Virement reçu' },
      { token: w.adminToken },
    );
    expect(byHand.statusCode).toBe(409);
  });

  it('two orders awaiting payment at most; the provider cancels their own, nobody else’s', async () => {
    await setBank(BANK);
    const p = await payingProvider(w.t);
    const other = await payingProvider(w.t);
    const first = await order(p.token, { rechargeId: 'recharge-20' });
    await order(p.token, { packId: 'expert' });
    const third = await w.t.post('/api/billing/transfers', { packId: 'max' }, { token: p.token });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain('2 commandes en attente');

    expect(
      (await w.t.post(`/api/billing/transfers/${first.id}/cancel`, {}, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await w.t.post('/api/billing/transfers/not-an-id/cancel', {}, { token: p.token })).statusCode,
    ).toBe(404);
    expect(
      (await w.t.post(`/api/admin/transfer-orders/${first.id}/confirm`, {}, { token: p.token })).statusCode,
    ).toBe(403);
    const cancelled = await w.t.post(`/api/billing/transfers/${first.id}/cancel`, {}, { token: p.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(
      (await w.t.post(`/api/billing/transfers/${first.id}/cancel`, {}, { token: p.token })).statusCode,
    ).toBe(409);
    expect((await confirm(first.id)).statusCode).toBe(409);
    await order(p.token, { packId: 'max' });

    // Bad input: a clear 400, never a 500.
    const bad = await w.t.post('/api/billing/transfers', { packId: 'platine' }, { token: p.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'packId' });
    expect(
      (await w.t.post('/api/billing/transfers/stop', { when: 'hier' }, { token: p.token })).statusCode,
    ).toBe(400);
    // No account: 401.
    expect((await w.t.get('/api/billing/transfers')).statusCode).toBe(401);
    expect((await w.t.post('/api/billing/transfers', { packId: 'pro' })).statusCode).toBe(401);
  });

  it('puts the provider’s own transfer orders in their data export (virements.json), nobody else’s', async () => {
    await setBank(BANK);
    const p = await payingProvider(w.t);
    const other = await payingProvider(w.t);
    const mine = await order(p.token, { rechargeId: 'recharge-20' });
    const theirs = await order(other.token, { rechargeId: 'recharge-20' });
    expect((await confirm(mine.id)).statusCode).toBe(200);
    const zip = await w.t.get('/api/gdpr/export', { token: p.token });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(JSON.parse(text('virements.json'))).toEqual([
      expect.objectContaining({
        reference: mine.reference,
        productId: 'recharge-20',
        amountCents: mine.amountCents,
        status: 'paid',
        paidAt: expect.any(String),
      }),
    ]);
    expect(text('virements.json')).not.toContain(theirs.reference);
    expect(text('README.txt')).toContain('virements.json');
  });

  it('an erased account’s pending orders are cancelled: the team’s list drops them', async () => {
    await setBank(BANK);
    const p = await payingProvider(w.t);
    const pending = await order(p.token, { packId: 'pro' });
    const listed = async () =>
      (await w.t.get('/api/admin/transfer-orders', { token: w.adminToken }))
        .json<{ orders: Array<{ reference: string }> }>()
        .orders.map((o) => o.reference);
    expect(await listed()).toContain(pending.reference);
    const erased = await w.t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { password: p.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await listed()).not.toContain(pending.reference);
    expect((await confirm(pending.id)).statusCode).toBe(409);
  });

  it('an administrator signed in as the provider may look but not order, cancel or stop', async () => {
    await setBank(BANK);
    const p = await payingProvider(w.t);
    const made = await order(p.token, { packId: 'pro' });
    const started = await w.t.post(
      `/api/admin/users/${p.id}/impersonate`,
      { reason: 'Aide à la facturation' },
      { token: w.adminToken },
    );
    expect(started.statusCode, started.body).toBe(200);
    const token = started.json<{ token: string }>().token;
    expect((await w.t.get('/api/billing/transfers', { token })).statusCode).toBe(200);
    for (const [url, body] of [
      ['/api/billing/transfers', { packId: 'pro' }],
      [`/api/billing/transfers/${made.id}/cancel`, {}],
      ['/api/billing/transfers/stop', { when: 'now' }],
    ] as const) {
      const refused = await w.t.post(url, body, { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('IMPERSONATION_FORBIDDEN');
    }
  });

  it('a month paid by transfer: reminder 7 days before (once), unpaid → free tier at its end; only paid months in MRR', async () => {
    await setBank(BANK);
    await jumpTo('2027-03-10T09:00:00Z');
    const p = await payingProvider(w.t);
    const given = await payingProvider(w.t);
    // A pack the team gives is not revenue.
    await w.t.post(
      `/api/admin/users/${given.id}/pack`,
      { packId: 'max', reason: 'Geste commercial' },
      {
        token: w.adminToken,
      },
    );
    const before = await mrr();
    const made = await order(p.token, { packId: 'pro' });
    const paid = (await confirm(made.id)).json<TConfirmTransferOrderResponse>().order;
    expect(paid.periodStart).toBe('2027-03-10T09:00:00.000Z');
    // Same Paris time a month later: the clocks changed meanwhile (CET → CEST).
    expect(paid.periodEnd).toBe('2027-04-10T08:00:00.000Z');
    const during = await mrr();
    expect(during.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    expect(during.mrrExclCents).toBe(before.mrrExclCents + 1249);
    expect((await transfersOf(p.token)).period).toMatchObject({ packId: 'pro', stopAtEnd: false });

    // 8 days before the end: nothing yet.
    await jumpTo('2027-04-02T09:00:00Z', p);
    await runTransferRenewals(w.t.deps);
    expect(await emailsOf(p.email)).toHaveLength(1);
    // 7 days before: the next month's order and its e-mail, once.
    await jumpTo('2027-04-03T10:00:00Z', p);
    expect((await runTransferRenewals(w.t.deps)).reminded).toBeGreaterThanOrEqual(1);
    await runTransferRenewals(w.t.deps);
    const reminders = (await emailsOf(p.email)).filter((m) => m.subject.includes('virement du mois suivant'));
    expect(reminders).toHaveLength(1);
    const [next] = (await transfersOf(p.token)).orders;
    expect(next).toMatchObject({ renews: true, productId: 'pro', status: 'pending' });
    expect(reminders[0]?.text).toContain(next?.reference);
    expect(reminders[0]?.text).toContain('IBAN : FR76 3000 6000 0112 3456 7890 189');
    expect(reminders[0]?.text).toContain('14,99');

    // Unpaid at the end: the free tier, the provider told, out of the MRR.
    await jumpTo('2027-04-10T09:00:01Z', p);
    expect((await runTransferRenewals(w.t.deps)).ended).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit', remaining: 20 });
    expect((await w.t.lastEmailTo(p.email))?.subject).toBe(
      'Votre Pack Pro a pris fin : retour à l’offre gratuite',
    );
    expect((await mrr()).activeSubscriptions).toBe(before.activeSubscriptions);
    const state = await transfersOf(p.token);
    expect(state.period).toBeNull();
    expect(state.orders).toEqual([]);
    // Run again: nothing more.
    await runTransferRenewals(w.t.deps);
    expect(await emailsOf(p.email)).toHaveLength(3);

    // The late transfer still arrives: its confirmation starts a new month from now.
    const late = await w.t.get(`/api/admin/transfer-orders?status=expired&userId=${p.id}`, {
      token: w.adminToken,
    });
    const lateId = late.json<{ orders: TTransferOrder[] }>().orders[0]?.id ?? '';
    const revived = await confirm(lateId);
    expect(revived.statusCode, revived.body).toBe(200);
    expect(revived.json<TConfirmTransferOrderResponse>().order.periodStart).toBe('2027-04-10T09:00:01.000Z');
    expect((await balanceOf(w.t, p)).packId).toBe('pro');
  });

  it('the next month paid early follows the paid one; « Revenir à l’offre gratuite » at the end or now', async () => {
    await setBank(BANK);
    await jumpTo('2027-06-15T08:00:00Z');
    const p = await payingProvider(w.t);
    await confirm((await order(p.token, { packId: 'expert' })).id);
    await jumpTo('2027-07-09T08:00:00Z', p);
    await runTransferRenewals(w.t.deps);
    const [next] = (await transfersOf(p.token)).orders;
    const renewed = (await confirm(next?.id ?? '')).json<TConfirmTransferOrderResponse>().order;
    expect(renewed).toMatchObject({
      periodStart: '2027-07-15T08:00:00.000Z',
      periodEnd: '2027-08-15T08:00:00.000Z',
    });
    // The first month's end passes: nothing lapses.
    await jumpTo('2027-07-16T08:00:00Z', p);
    await runTransferRenewals(w.t.deps);
    expect((await balanceOf(w.t, p)).packId).toBe('expert');

    // At the end of the paid month: said so, no reminder, then the free tier.
    const stop = await w.t.post('/api/billing/transfers/stop', { when: 'period_end' }, { token: p.token });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().message).toContain('reste actif jusqu’au');
    expect((await transfersOf(p.token)).period).toMatchObject({ stopAtEnd: true });
    expect(
      (await w.t.post('/api/billing/transfers/stop', { when: 'period_end' }, { token: p.token })).statusCode,
    ).toBe(409);
    await jumpTo('2027-08-09T08:00:00Z', p);
    expect((await runTransferRenewals(w.t.deps)).reminded).toBe(0);
    expect((await transfersOf(p.token)).orders).toEqual([]);
    await jumpTo('2027-08-15T08:00:00Z', p);
    await runTransferRenewals(w.t.deps);
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit' });
    expect((await w.t.lastEmailTo(p.email))?.subject).toBe('Retour à l’offre gratuite');

    // At once: the free tier now.
    const q = await payingProvider(w.t);
    await confirm((await order(q.token, { packId: 'independant' })).id);
    expect((await balanceOf(w.t, q)).packId).toBe('independant');
    const now = await w.t.post('/api/billing/transfers/stop', { when: 'now' }, { token: q.token });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().balance).toMatchObject({ packId: 'gratuit', remaining: 20 });
    expect((await transfersOf(q.token)).period).toBeNull();
    expect(
      (await w.t.post('/api/billing/transfers/stop', { when: 'now' }, { token: q.token })).statusCode,
    ).toBe(409);
  });
});
