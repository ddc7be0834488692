import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBalance } from '../../../shared/schemas/billing';
import { balanceOf, movementsOf } from '../../../test/billing-api';
import { createUser } from '../../../test/factories';
import { setUpRealtimeAdminWorld } from '../../../test/realtime-admin-world';
import { nextEvent } from '../../../test/socket-client';
import { auditLog } from '../../db/schema';
import { bookableProvider, bookManyManually, bookPublicly } from './billing.test-support';

describe('billing: administrators, live balance, concurrency', () => {
  const w = setUpRealtimeAdminWorld();
  const credits = (userId: string, body: unknown, token = w.adminToken) =>
    w.t.post(`/api/admin/users/${userId}/credits`, body, { token });

  it('lets only administrators add credits, with a reason, audited; bad input is a French 400 naming the field', async () => {
    const p = await bookableProvider(w.t);
    const other = await bookableProvider(w.t);
    expect((await w.t.post(`/api/admin/users/${p.id}/credits`, { amount: 5, reason: 'x' })).statusCode).toBe(
      401,
    );
    expect((await credits(p.id, { amount: 5, reason: 'x' }, other.token)).statusCode).toBe(403);
    expect((await w.t.get(`/api/admin/users/${p.id}/billing`, { token: p.token })).statusCode).toBe(403);

    for (const [body, field] of [
      [{ amount: 5 }, 'reason'],
      [{ amount: 5, reason: '   ' }, 'reason'],
      [{ amount: 5, reason: 'a\u0000b' }, 'reason'],
      [{ amount: 0, reason: 'Geste' }, 'amount'],
      [{ amount: 2.5, reason: 'Geste' }, 'amount'],
      [{ amount: 10_001, reason: 'Geste' }, 'amount'],
      [{ amount: { nested: 1 }, reason: 'Geste' }, 'amount'],
    ] as const) {
      const response = await credits(p.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    }
    const pack = await w.t.post(
      `/api/admin/users/${p.id}/pack`,
      { packId: 'platine', reason: 'x' },
      { token: w.adminToken },
    );
    expect(pack.json()).toMatchObject({ code: 'VALIDATION', field: 'packId', message: 'Pack inconnu' });
    const admin = await createUser(w.t.deps, { role: 'admin' });
    expect((await credits(admin.id, { amount: 5, reason: 'Geste' })).statusCode).toBe(409);
    expect((await credits('pas-un-uuid', { amount: 5, reason: 'Geste' })).statusCode).toBe(404);
    expect(await balanceOf(w.t, p)).toMatchObject({ credits: 0, remaining: 20 });

    const added = await credits(p.id, { amount: 5, reason: '  Geste commercial  ' });
    expect(added.statusCode).toBe(200);
    expect(added.json().balance).toMatchObject({ credits: 5, remaining: 25 });
    const [movement] = await movementsOf(w.t, p);
    expect(movement).toMatchObject({
      kind: 'admin_credit',
      amount: 5,
      reason: 'Geste commercial',
      authorName: 'Alice Support',
    });
    const audit = await w.t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(audit.map((a) => [a.action, a.reason])).toEqual([['billing.add_credits', 'Geste commercial']]);
    const detail = (await w.t.get(`/api/admin/users/${p.id}/billing`, { token: w.adminToken })).json();
    expect(detail.balance.remaining).toBe(25);
    expect(detail.movements[0]).toMatchObject({ kind: 'admin_credit' });
  });

  it('tells the provider’s own sockets of every change of their balance, and nobody else', async () => {
    const p = await bookableProvider(w.t);
    const other = await bookableProvider(w.t);
    const mine = await w.socketOf(p.token);
    const theirs = await w.socketOf(other.token);
    const strays: unknown[] = [];
    theirs.on('user:creditsUpdated', (payload) => strays.push(payload));

    const afterBooking = nextEvent(mine, 'user:creditsUpdated');
    expect((await bookPublicly(w.t, p, 0)).statusCode).toBe(201);
    expect(((await afterBooking) as { balance: TBalance }).balance).toMatchObject({ used: 1, remaining: 19 });

    const afterCredits = nextEvent(mine, 'user:creditsUpdated');
    await credits(p.id, { amount: 3, reason: 'Geste' });
    expect(((await afterCredits) as { balance: TBalance }).balance).toMatchObject({
      credits: 3,
      remaining: 22,
    });
    const pong = nextEvent(theirs, 'pong');
    theirs.emit('ping');
    await pong;
    expect(strays).toEqual([]);
  });

  it('with 1 appointment left, accepts exactly one of 30 concurrent public bookings on different slots', async () => {
    const p = await bookableProvider(w.t);
    await bookManyManually(w.t, p, 19);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => bookPublicly(w.t, p, 40 + i)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => [a.statusCode, a.json().code])).toEqual(
      Array(29).fill([403, 'QUOTA_EXHAUSTED']),
    );
    expect(await balanceOf(w.t, p)).toMatchObject({ used: 20, remaining: 0, overage: 0 });
  });
});
