import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsRemovalTooLarge, type TMovement } from '../../../shared/schemas/billing';
import { createTestApp, type TestApp } from '../../../test/app';
import { balanceOf, movementsOf } from '../../../test/billing-api';
import { createUser } from '../../../test/factories';
import { auditLog } from '../../db/schema';
import { bookableProvider } from './billing.test-support';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-10T09:00:00Z'));
  const admin = await createUser(t.deps, { role: 'admin', name: 'Alice Support' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t.close());

const smsCredits = (userId: string, body: unknown, token = adminToken) =>
  t.post(`/api/admin/users/${userId}/sms-credits`, body, { token });

describe('POST /api/admin/users/{id}/sms-credits (issue 35)', () => {
  it('is for administrators only: guests, providers and an impersonating administrator are refused', async () => {
    const p = await bookableProvider(t);
    const guest = await t.post(`/api/admin/users/${p.id}/sms-credits`, { amount: 5, reason: 'Geste' });
    expect(guest.statusCode).toBe(401);
    expect((await smsCredits(p.id, { amount: 5, reason: 'Geste' }, p.token)).statusCode).toBe(403);
    const impersonation = await t.post(
      `/api/admin/users/${p.id}/impersonate`,
      { reason: 'Aide à la configuration' },
      { token: adminToken },
    );
    expect(impersonation.statusCode).toBe(200);
    const asProvider = impersonation.json<{ token: string }>().token;
    expect((await smsCredits(p.id, { amount: 5, reason: 'Geste' }, asProvider)).statusCode).toBe(403);
    expect((await balanceOf(t, p)).smsCredits).toBe(0);
  });

  it('refuses bad input with a French 400 naming the field, writing nothing', async () => {
    const p = await bookableProvider(t);
    for (const [body, field] of [
      [{ amount: 5 }, 'reason'],
      [{ amount: 5, reason: '   ' }, 'reason'],
      [{ reason: 'Geste' }, 'amount'],
      [{ amount: 0, reason: 'Geste' }, 'amount'],
      [{ amount: 2.5, reason: 'Geste' }, 'amount'],
      [{ amount: 10_001, reason: 'Geste' }, 'amount'],
      [{ amount: -10_001, reason: 'Geste' }, 'amount'],
      [{ amount: '5', reason: 'Geste' }, 'amount'],
    ] as const) {
      const response = await smsCredits(p.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    }
    const tooMany = await smsCredits(p.id, { amount: -1, reason: 'Erreur' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: 'amount', message: smsRemovalTooLarge(0) });
    expect((await smsCredits('pas-un-uuid', { amount: 5, reason: 'Geste' })).statusCode).toBe(404);
    const audit = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(audit).toEqual([]);
  });

  it('adds and removes SMS credits, audited, in the SMS history only', async () => {
    const p = await bookableProvider(t);
    const added = await smsCredits(p.id, { amount: 100, reason: '  Geste commercial  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().balance).toMatchObject({ smsCredits: 100, remaining: 20, credits: 0 });
    const removed = await smsCredits(p.id, { amount: -30, reason: 'Erreur de saisie' });
    expect(removed.json().balance).toMatchObject({ smsCredits: 70 });
    expect((await smsCredits(p.id, { amount: -71, reason: 'Trop' })).json()).toMatchObject({
      message: smsRemovalTooLarge(70),
    });

    const history = (await t.get('/api/billing/sms-movements', { token: p.token })).json<{
      movements: TMovement[];
    }>().movements;
    expect(history.map((m) => [m.kind, m.amount, m.reason, m.authorName])).toEqual([
      ['sms_withdrawal', -30, 'Erreur de saisie', 'Alice Support'],
      ['sms_admin_credit', 100, 'Geste commercial', 'Alice Support'],
    ]);
    expect((await movementsOf(t, p)).map((m) => m.kind)).toEqual(['grant']);
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'billing.sms_credits')));
    expect(audit.map((a) => [a.reason, a.changes])).toEqual([
      ['Geste commercial', { smsCredits: { before: 0, after: 100 } }],
      ['Erreur de saisie', { smsCredits: { before: 100, after: 70 } }],
    ]);
    const detail = (await t.get(`/api/admin/users/${p.id}/billing`, { token: adminToken })).json();
    expect(detail.balance.smsCredits).toBe(70);
    expect(detail.smsMovements.map((m: TMovement) => m.kind)).toEqual(['sms_withdrawal', 'sms_admin_credit']);
    expect(detail.movements.map((m: TMovement) => m.kind)).toEqual(['grant']);
  });
});
