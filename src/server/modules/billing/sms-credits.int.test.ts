import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMovement } from '../../../shared/schemas/billing';
import { createTestApp, type TestApp } from '../../../test/app';
import { balanceOf, movementsOf } from '../../../test/billing-api';
import { outboxEmails, userNotifications } from '../../db/schema';
import { bookableProvider, bookManyManually } from './billing.test-support';
import {
  giveBackSmsCredit,
  moveSmsCredits,
  notifySmsCreditsOut,
  smsCreditsOf,
  takeSmsCredit,
} from './sms-credits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-10T09:00:00Z'));
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const grant = (userId: string, amount: number) =>
  db().transaction((tx) => moveSmsCredits(tx, userId, { kind: 'sms_admin_credit', amount }, t.deps.now()));
const take = (userId: string, key: string) =>
  db().transaction((tx) => takeSmsCredit(tx, userId, key, t.deps.now()));
const giveBack = (userId: string, key: string) =>
  db().transaction((tx) => giveBackSmsCredit(tx, userId, key, t.deps.now()));
const smsMovementsOf = async (p: { token: string }) => {
  const response = await t.get('/api/billing/sms-movements', { token: p.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ movements: TMovement[]; total: number }>();
};

describe('SMS credits (issue 35)', () => {
  it('takes one credit per SMS key, once, and refuses at 0', async () => {
    const p = await bookableProvider(t);
    expect(await take(p.id, 'a')).toBe(false);
    await grant(p.id, 2);
    expect(await take(p.id, 'a')).toBe(true);
    expect(await take(p.id, 'a')).toBe(true);
    expect(await smsCreditsOf(db(), p.id)).toBe(1);
    expect(await take(p.id, 'b')).toBe(true);
    expect(await take(p.id, 'c')).toBe(false);
    // A retried job whose credit was taken is still told it has it, at 0.
    expect(await take(p.id, 'b')).toBe(true);
    expect((await balanceOf(t, p)).smsCredits).toBe(0);
  });

  it('gives a credit back once, and only for an SMS that took one', async () => {
    const p = await bookableProvider(t);
    await grant(p.id, 1);
    expect(await giveBack(p.id, 'never-taken')).toBe(false);
    expect(await take(p.id, 'x')).toBe(true);
    expect(await giveBack(p.id, 'x')).toBe(true);
    expect(await giveBack(p.id, 'x')).toBe(false);
    expect(await smsCreditsOf(db(), p.id)).toBe(1);
    const { movements } = await smsMovementsOf(p);
    expect(movements.map((m) => [m.kind, m.bucket, m.amount])).toEqual([
      ['sms_refund', 'sms', 1],
      ['sms_use', 'sms', -1],
      ['sms_admin_credit', 'sms', 1],
    ]);
  });

  it('lets two jobs after the last credit take it once', async () => {
    const p = await bookableProvider(t);
    await grant(p.id, 1);
    const taken = await Promise.all(['r1', 'r2', 'r3'].map((key) => take(p.id, key)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await smsCreditsOf(db(), p.id)).toBe(0);
  });

  it('never removes more than the balance holds', async () => {
    const p = await bookableProvider(t);
    await grant(p.id, 3);
    const removed = await db().transaction((tx) =>
      moveSmsCredits(tx, p.id, { kind: 'sms_withdrawal', amount: -5 }, t.deps.now()),
    );
    expect(removed).toBe(-3);
    expect(await smsCreditsOf(db(), p.id)).toBe(0);
    const none = await db().transaction((tx) =>
      moveSmsCredits(tx, p.id, { kind: 'sms_withdrawal', amount: -1 }, t.deps.now()),
    );
    expect(none).toBe(0);
  });

  it('leaves the appointment quota and its history alone', async () => {
    const p = await bookableProvider(t);
    await bookManyManually(t, p, 2);
    const before = await balanceOf(t, p);
    await grant(p.id, 50);
    await take(p.id, 'q1');
    await take(p.id, 'q2');
    await giveBack(p.id, 'q2');
    expect(await balanceOf(t, p)).toEqual({ ...before, smsCredits: 49 });
    expect((await movementsOf(t, p)).map((m) => m.kind)).toEqual(['use', 'use', 'grant']);
    expect((await smsMovementsOf(p)).total).toBe(4);
  });

  it('tells the provider once per period that the SMS credits ran out', async () => {
    const p = await bookableProvider(t);
    const notify = () => db().transaction((tx) => notifySmsCreditsOut(t.deps, tx, p.id, t.deps.now()));
    expect(await notify()).not.toBeNull();
    expect(await notify()).toBeNull();
    const notices = () =>
      db()
        .select({ title: userNotifications.title })
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, p.id), eq(userNotifications.type, 'sms_exhausted')));
    expect(await notices()).toEqual([{ title: 'Crédits SMS épuisés' }]);
    const emails = await db()
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, p.email), eq(outboxEmails.kind, 'sms_exhausted')));
    expect(emails).toEqual([{ subject: 'Crédits SMS épuisés' }]);
    t.clock.set(new Date('2026-12-02T09:00:00Z'));
    try {
      expect(await notify()).not.toBeNull();
      expect(await notices()).toHaveLength(2);
    } finally {
      t.clock.set(new Date('2026-11-10T09:00:00Z'));
    }
  });
});
