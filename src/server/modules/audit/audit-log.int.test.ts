import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { auditArgs } from '../../../test/audit-fixtures';
import { createUser, type TTestUser } from '../../../test/factories';
import { auditLog } from '../../db/schema';
import { auditRetentionJob } from '../../jobs/definitions/audit-retention';
import { recordAudit } from './api';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: TTestUser;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { role: 'admin', email: 'audit.admin@creneau.fr' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t?.close());

const actor = () => ({ id: admin.id, email: admin.email });
const audit = (query: string) => t.get(`/api/admin/audit?${query}`, { token: adminToken });

describe('GET /api/admin/audit', () => {
  it('lists entries newest first, filtered by action, target, author and Paris days, paged', async () => {
    const db = t.deps.database.db;
    const other = await createUser(t.deps, { role: 'admin', email: 'autre.admin@creneau.fr' });
    // 1 and 2 June 2026 in Paris; 23:30 UTC on 1 June is already the 2nd there.
    await recordAudit(
      db,
      auditArgs(actor(), 'user.suspend', 'u-1', new Date('2026-06-01T08:00:00Z'), 'Fraude'),
    );
    await recordAudit(
      db,
      auditArgs(actor(), 'user.reactivate', 'u-1', new Date('2026-06-01T23:30:00Z'), 'Ok'),
    );
    await recordAudit(
      db,
      auditArgs(
        { id: other.id, email: other.email },
        'user.suspend',
        'u-2',
        new Date('2026-06-03T09:00:00Z'),
        'Spam',
      ),
    );

    const all = (await audit('from=2026-06-01&to=2026-06-03')).json();
    expect(all).toMatchObject({ success: true, total: 3, page: 1, pageSize: 25 });
    expect(
      all.entries.map((e: { action: string; target: { id: string } }) => [e.action, e.target.id]),
    ).toEqual([
      ['user.suspend', 'u-2'],
      ['user.reactivate', 'u-1'],
      ['user.suspend', 'u-1'],
    ]);
    expect(all.entries[2]).toEqual({
      id: expect.any(String),
      at: '2026-06-01T08:00:00.000Z',
      actor: { id: admin.id, email: admin.email },
      action: 'user.suspend',
      target: { type: 'user', id: 'u-1', label: 'u-1@exemple.fr' },
      changes: { status: { before: 'active', after: 'suspended' } },
      reason: 'Fraude',
      impersonationId: null,
    });

    const ids = (query: string) =>
      audit(query).then((r) =>
        r.json().entries.map((e: { target: { id: string }; action: string }) => e.action),
      );
    expect(await ids('action=user.suspend&from=2026-06-01&to=2026-06-03')).toEqual([
      'user.suspend',
      'user.suspend',
    ]);
    expect(await ids('targetType=user&targetId=u-1')).toEqual(['user.reactivate', 'user.suspend']);
    expect(await ids(`actorId=${other.id}`)).toEqual(['user.suspend']);
    expect(await ids('from=2026-06-02&to=2026-06-02')).toEqual(['user.reactivate']);
    expect(await ids('targetType=config')).toEqual([]);
    const paged = (await audit('from=2026-06-01&to=2026-06-03&pageSize=2&page=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.entries).toHaveLength(1);

    const actions = (await t.get('/api/admin/audit/actions', { token: adminToken })).json();
    expect(actions).toEqual({ success: true, actions: ['user.reactivate', 'user.suspend'] });
  });

  it('refuses bad filters in French, naming the field', async () => {
    const badDay = await audit('from=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toMatchObject({ field: 'from' });
    const badActor = await audit('actorId=quelquun');
    expect(badActor.statusCode).toBe(400);
    expect(badActor.json()).toMatchObject({
      field: 'actorId',
      message: 'Identifiant d’auteur invalide'.replace('’', "'"),
    });
  });
});

describe('the audit log is append-only, kept one year', () => {
  it('refuses any UPDATE and the DELETE of an entry younger than one year', async () => {
    const db = t.deps.database.db;
    await recordAudit(db, auditArgs(actor(), 'user.suspend', 'append-only', new Date(), 'Test'));
    const [row] = await db.select().from(auditLog).where(eq(auditLog.targetId, 'append-only'));
    await expect(
      db
        .update(auditLog)
        .set({ reason: 'réécrit' })
        .where(eq(auditLog.id, row?.id ?? '')),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row?.id ?? ''))).rejects.toThrow();
    const [still] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, row?.id ?? ''));
    expect(still?.reason).toBe('Test');
  });

  it('the daily retention deletes the entries older than one year, and only them', async () => {
    const db = t.deps.database.db;
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY_MS);
    await recordAudit(db, auditArgs(actor(), 'user.suspend', 'retention-old', at(2 * 365), 'Ancien'));
    await recordAudit(db, auditArgs(actor(), 'user.suspend', 'retention-old', at(366), 'Ancien aussi'));
    await recordAudit(db, auditArgs(actor(), 'user.suspend', 'retention-kept', at(364), 'Récent'));
    await auditRetentionJob.handler(t.deps, {});
    const left = await db
      .select({ target: auditLog.targetId, reason: auditLog.reason })
      .from(auditLog)
      .where(inArray(auditLog.targetId, ['retention-old', 'retention-kept']));
    expect(left).toEqual([{ target: 'retention-kept', reason: 'Récent' }]);
    // Idempotent: a second run finds nothing more.
    await auditRetentionJob.handler(t.deps, {});
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, 'retention-kept'))).toHaveLength(1);
  });
});
