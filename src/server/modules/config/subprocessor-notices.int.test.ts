import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import {
  notificationPreferences,
  outboxEmails,
  subprocessorChanges,
  subprocessorNotices,
  userNotifications,
  users,
} from '../../db/schema';
import { subprocessorsNoticeJob } from './api';

const JOB = 'config.subprocessors-notice';
const BEFORE = [
  { name: 'Scaleway SAS', role: 'Hébergement', country: 'France' },
  { name: 'Brevo', role: 'Envoi des e-mails', country: 'France' },
];
/** Brevo replaced by Mailjet, Scaleway moved: one added, one removed, one changed. */
const AFTER = [
  { name: 'Scaleway SAS', role: 'Hébergement', country: 'Pays-Bas' },
  { name: 'Mailjet', role: 'Envoi des e-mails', country: 'France' },
];
/** More providers than one batch (200) holds. */
const CROWD = 250;

describe('a change of the sub-processors is announced to every provider (DPA article 9)', () => {
  let t: TestApp;
  let admin: TTestUser;
  let adminToken: string;
  let active: TTestUser;
  let suspended: TTestUser;
  let deleted: TTestUser;
  let otherAdmin: TTestUser;
  let unsubscribed: TTestUser;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SUPPORT_EMAIL: 'aide@exemple.fr',
        DPA_SUBPROCESSORS: 'Scaleway SAS|Hébergement|France;Brevo|Envoi des e-mails|France',
      },
    });
    t.clock.set(new Date('2026-11-02T09:00:00Z'));
    admin = await createUser(t.deps, { role: 'admin' });
    adminToken = await t.login(admin.email, admin.password);
    otherAdmin = await createUser(t.deps, { role: 'admin' });
    active = await createUser(t.deps, { name: 'Léa Martin' });
    suspended = await createUser(t.deps);
    deleted = await createUser(t.deps);
    unsubscribed = await createUser(t.deps);
    const db = t.deps.database.db;
    await db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    await db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, deleted.id));
    // A choice no screen offers (the type is required), written behind the API's back: ignored.
    await db.insert(notificationPreferences).values({
      userId: unsubscribed.id,
      type: 'subprocessors_changed',
      inApp: false,
      email: false,
      push: false,
    });
    const now = t.clock.now();
    await db.insert(users).values(
      Array.from({ length: CROWD }, (_, i) => ({
        email: `foule-${i}-${randomBytes(3).toString('hex')}@exemple.fr`,
        name: `Professionnel ${i}`,
        passwordHash: 'x',
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    // Each case starts from the environment's list.
    await t.put('/api/admin/config', { subprocessors: BEFORE }, { token: adminToken });
    await t.runJobs([JOB]);
    t.clock.advance(60_000);
  });

  const put = (body: unknown) => t.put('/api/admin/config', body, { token: adminToken });
  const queued = () => t.deps.jobs.boss.findJobs<Record<string, unknown>>(JOB, { queued: true });
  const changeCount = async () => (await t.deps.database.db.select().from(subprocessorChanges)).length;
  const providersToTell = async () =>
    (await t.deps.database.db.select().from(users)).filter((u) => u.role === 'client' && !u.deletedAt).length;

  const noticeEmails = () =>
    t.deps.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'subprocessors_changed'));

  async function noticesOf(changeId: string) {
    const db = t.deps.database.db;
    const told = await db
      .select()
      .from(subprocessorNotices)
      .where(eq(subprocessorNotices.changeId, changeId));
    const ids = told.map((row) => row.userId);
    const inApp = await db
      .select()
      .from(userNotifications)
      .where(
        and(eq(userNotifications.type, 'subprocessors_changed'), inArray(userNotifications.userId, ids)),
      );
    return { told, inApp };
  }

  it('sends one job with the change in the configuration’s transaction; the job tells each provider once, in batches, even run again', async () => {
    expect((await put({ subprocessors: AFTER })).statusCode).toBe(200);
    const jobs = await queued();
    expect(jobs).toHaveLength(1);
    const data = jobs[0]?.data as { changeId: string; changes: unknown[] };
    expect(data.changes).toEqual([
      { kind: 'changed', before: BEFORE[0], after: AFTER[0] },
      { kind: 'added', after: AFTER[1] },
      { kind: 'removed', before: BEFORE[1] },
    ]);
    const [change] = await t.deps.database.db
      .select()
      .from(subprocessorChanges)
      .where(eq(subprocessorChanges.id, data.changeId));
    expect(change?.effectiveFrom.getTime()).toBe(t.clock.now().getTime() + 30 * 86_400_000);

    const earlier = new Set((await noticeEmails()).map((e) => e.id));
    const newEmails = async () => (await noticeEmails()).filter((e) => !earlier.has(e.id));
    const runs = await t.runJobs([JOB]);
    expect(runs.filter((run) => run.error)).toEqual([]);
    const expected = await providersToTell();
    expect(expected).toBeGreaterThan(200);
    const first = await noticesOf(data.changeId);
    expect(first.told).toHaveLength(expected);
    expect(first.inApp).toHaveLength(expected);
    const sent = await newEmails();
    expect(sent).toHaveLength(expected);
    expect(new Set(sent.map((e) => e.toAddress)).size).toBe(expected);

    // A retried job, and two runs at once: nobody is told twice.
    await subprocessorsNoticeJob.handler(t.deps, data as never);
    await Promise.all([
      subprocessorsNoticeJob.handler(t.deps, data as never),
      subprocessorsNoticeJob.handler(t.deps, data as never),
    ]);
    const again = await noticesOf(data.changeId);
    expect(again.told).toHaveLength(expected);
    expect(again.inApp).toHaveLength(expected);
    expect(await newEmails()).toHaveLength(expected);

    // Whatever their preferences, suspended or not; never an administrator nor a deleted account.
    const toldIds = new Set(again.told.map((row) => row.userId));
    expect(toldIds.has(active.id)).toBe(true);
    expect(toldIds.has(suspended.id)).toBe(true);
    expect(toldIds.has(unsubscribed.id)).toBe(true);
    expect(toldIds.has(deleted.id)).toBe(false);
    expect(toldIds.has(admin.id)).toBe(false);
    expect(toldIds.has(otherAdmin.id)).toBe(false);
    for (const nobody of [deleted, admin, otherAdmin]) {
      const mail = await t.lastEmailTo(nobody.email);
      expect(mail?.kind).not.toBe('subprocessors_changed');
    }
    expect((await t.lastEmailTo(unsubscribed.email))?.kind).toBe('subprocessors_changed');
  });

  it('names each sub-processor added, removed and changed, the date it applies and how to object or terminate', async () => {
    t.clock.set(new Date('2026-11-10T09:00:00Z'));
    // A week later: the session of the first day has expired.
    adminToken = await t.login(admin.email, admin.password);
    await t.deps.database.db.delete(userNotifications).where(eq(userNotifications.userId, active.id));
    expect((await put({ subprocessors: AFTER })).statusCode).toBe(200);
    await t.runJobs([JOB]);
    const email = await t.lastEmailTo(active.email);
    expect(email).toMatchObject({
      kind: 'subprocessors_changed',
      subject: 'Changement de nos sous-traitants ultérieurs à partir du 10 décembre 2026 — Créneau',
      triggerKind: 'subprocessors_change',
      triggeredByUserId: admin.id,
    });
    const text = email?.text ?? '';
    expect(text).toContain('Bonjour Léa Martin,');
    expect(text).toContain('annoncé le 10 novembre 2026. Il s’applique à partir du 10 décembre 2026.');
    expect(text).toContain('- Modification : Scaleway SAS — pays : France → Pays-Bas');
    expect(text).toContain('- Ajout : Mailjet — Envoi des e-mails (France)');
    expect(text).toContain('- Retrait : Brevo — Envoi des e-mails (France)');
    expect(text).toContain(
      'Vous pouvez vous opposer à ce changement d’ici le 10 décembre 2026 : répondez-nous par la fenêtre « Besoin d’aide ? » de votre tableau de bord, ou écrivez à aide@exemple.fr.',
    );
    expect(text).toContain('supprimez votre compte depuis la rubrique « RGPD » de votre tableau de bord');
    expect(text).toContain('http://localhost:3000/rgpd#sous-traitants');
    expect(text).toContain('http://localhost:3000/rgpd/documents');
    expect(email?.html).toContain('France → Pays-Bas');
    expect(email?.html).toContain('href="mailto:aide@exemple.fr"');

    const [notice] = await t.deps.database.db
      .select()
      .from(userNotifications)
      .where(
        and(eq(userNotifications.userId, active.id), eq(userNotifications.type, 'subprocessors_changed')),
      );
    expect(notice?.title).toBe('Changement de nos sous-traitants ultérieurs à partir du 10 décembre 2026');
    expect(notice?.body).toContain('Ajout : Mailjet — Envoi des e-mails (France)');
    expect(notice?.body).toContain('Retrait : Brevo');
    expect(notice?.body).toContain('aide@exemple.fr');
    expect(notice?.link).toBe('/rgpd#sous-traitants');

    // The /rgpd page says when the last change applies.
    const legal = (await t.get('/api/legal/subprocessors')).json();
    expect(legal.lastChange).toEqual({
      announcedAt: '2026-11-10T09:00:00.000Z',
      effectiveFrom: '2026-12-10T09:00:00.000Z',
    });
  });

  it('tells nobody when the list is saved unchanged or only reordered, or when another key changes', async () => {
    const changes = await changeCount();
    const sent = [
      await put({ subprocessors: BEFORE }),
      await put({ subprocessors: [...BEFORE].reverse() }),
      await put({ supportEmail: 'support@exemple.fr', maintenanceMessage: 'Maintenance ce soir.' }),
    ];
    expect(sent.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await queued()).toEqual([]);
    expect(await changeCount()).toBe(changes);
    await put({ supportEmail: 'aide@exemple.fr', maintenanceMessage: null });
  });

  it('does not tell a provider who signed up after the announcement (their DPA names the new list)', async () => {
    expect((await put({ subprocessors: AFTER })).statusCode).toBe(200);
    const [job] = await queued();
    const changeId = String(job?.data.changeId);
    t.clock.advance(60_000);
    const late = await createUser(t.deps);
    await t.runJobs([JOB]);
    const told = await t.deps.database.db
      .select()
      .from(subprocessorNotices)
      .where(and(eq(subprocessorNotices.changeId, changeId), eq(subprocessorNotices.userId, late.id)));
    expect(told).toEqual([]);
  });
});

describe('preferences of a required type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('shows the contractual notice always on, and refuses turning it off, naming the field', async () => {
    const provider = await createUser(t.deps);
    const token = await t.login(provider.email, provider.password);
    const seen = await t.get('/api/user-notifications/preferences', { token });
    expect(seen.json().preferences.subprocessors_changed).toEqual({ inApp: true, email: true, push: false });
    const refused = await t.post(
      '/api/user-notifications/preferences',
      { preferences: { subprocessors_changed: { inApp: true, email: false, push: false } } },
      { token },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'preferences.subprocessors_changed.email',
      message:
        '« Changement des sous-traitants ultérieurs (article 9 du DPA) » est une information contractuelle : elle est toujours envoyée.',
    });
  });
});
