import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { auditLog, globalNotificationDismissals, users } from '../../db/schema';

/** Global banners (SPEC §5 §7, ADR 0034): the admin calls, the user calls, the targeting rule. */
describe('global banners', () => {
  let t: TestApp;
  let adminToken: string;
  let admin: TTestUser;
  let lea: TTestUser & { token: string };
  let marc: TTestUser & { token: string };

  const send = (method: InjectOptions['method'], url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  async function signedIn(name: string) {
    const user = await createUser(t.deps, { name });
    return { ...user, token: await t.login(user.email, user.password) };
  }

  async function publish(body: Record<string, unknown>) {
    const response = await send('POST', '/api/admin/notifications/send', adminToken, {
      title: 'Annonce',
      message: '<p>Texte</p>',
      targetAll: true,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().notification as { _id: string; [key: string]: unknown };
  }

  const visibleTo = async (token: string) => {
    const response = await t.get('/api/notifications/global', { token });
    expect(response.statusCode).toBe(200);
    return (response.json().data.notifications as { _id: string; title: string }[]).map((n) => n.title);
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    admin = await createUser(t.deps, { role: 'admin', name: 'Alice Admin' });
    adminToken = await t.login(admin.email, admin.password);
    lea = await signedIn('Léa Martin');
    marc = await signedIn('Marc Leroy');
  });
  afterAll(() => t?.close());

  it('publishes a sanitised banner, audits it, and lists it to the admins newest first', async () => {
    const created = await publish({
      title: 'Maintenance',
      message: '<p onclick="x()">Dimanche <script>alert(1)</script><a href="javascript:alert(1)">ici</a></p>',
      type: 'warning',
      priority: 3,
      expiresAt: '2026-06-10T08:00:00Z',
      targetAll: false,
      targetUserIds: [lea.id],
    });
    expect(created).toMatchObject({
      title: 'Maintenance',
      message: '<p>Dimanche <a>ici</a></p>',
      type: 'warning',
      status: 'active',
      priority: 3,
      expiresAt: '2026-06-10T08:00:00.000Z',
      targetAll: false,
      targetUserIds: [lea.id],
      targetUsers: [{ id: lea.id, name: 'Léa Martin', email: lea.email }],
    });
    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created._id))
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({
      action: 'global_notification.create',
      actorId: admin.id,
      targetType: 'global_notification',
      targetLabel: 'Maintenance',
    });
    expect(entry?.changes.title).toEqual({ after: 'Maintenance' });

    t.clock.advance(1000);
    const later = await publish({ title: 'Plus récente' });
    const page = await send('GET', '/api/admin/notifications?limit=1&page=1', adminToken);
    expect(page.json()).toMatchObject({ total: 2, page: 1, limit: 1, notifications: [{ _id: later._id }] });
    const second = await send('GET', '/api/admin/notifications?limit=1&page=2', adminToken);
    expect(second.json().notifications[0]._id).toBe(created._id);
    const one = await send('GET', `/api/admin/notifications/${created._id}`, adminToken);
    expect(one.json().notification.title).toBe('Maintenance');
    // Clean slate for the targeting tests below.
    for (const id of [created._id, later._id])
      expect((await send('DELETE', `/api/admin/notifications/${id}/permanent`, adminToken)).statusCode).toBe(
        200,
      );
  });

  it.each([
    [{ title: '' }, 'title', 'Le titre est requis'],
    [{ title: 'x'.repeat(121) }, 'title', 'Le titre ne doit pas dépasser 120 caractères'],
    [{ message: '' }, 'message', 'Le message est requis'],
    [{ message: '<script>alert(1)</script><p> </p>' }, 'message', 'Le message est requis'],
    [{ message: `<p>${'a'.repeat(5001)}</p>` }, 'message', 'Le message ne doit pas dépasser 5000 caractères'],
    [{ priority: 101 }, 'priority', 'La priorité doit être comprise entre -100 et 100'],
    [{ priority: 1.5 }, 'priority', 'La priorité doit être un nombre entier'],
    [{ type: 'danger' }, 'type', 'Type d’annonce inconnu'],
    [{ expiresAt: '2026-05-31T08:00:00Z' }, 'expiresAt', 'La date d’expiration doit être dans le futur'],
    [{ expiresAt: 'demain' }, 'expiresAt', 'Date et heure invalides (ISO 8601 attendu)'],
    [{ targetAll: false, targetUserIds: [] }, 'targetUserIds', 'Choisissez au moins un utilisateur'],
    [
      { targetAll: false, targetUserIds: ['00000000-0000-4000-8000-000000000000'] },
      'targetUserIds',
      'Un des utilisateurs choisis n’existe pas ou a été supprimé',
    ],
  ])('refuses %j naming the field, and writes nothing', async (body, field, message) => {
    const response = await send('POST', '/api/admin/notifications/send', adminToken, {
      title: 'Annonce',
      message: '<p>Texte</p>',
      targetAll: true,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field });
    expect(response.json().message).toContain(message);
    expect((await send('GET', '/api/admin/notifications', adminToken)).json().total).toBe(0);
  });

  it('refuses a deleted account as a target', async () => {
    const gone = await createUser(t.deps, { name: 'Compte Supprimé' });
    await t.deps.database.db.update(users).set({ deletedAt: t.deps.now() }).where(eq(users.id, gone.id));
    const response = await send('POST', '/api/admin/notifications/send', adminToken, {
      title: 'A',
      message: 'B',
      targetAll: false,
      targetUserIds: [gone.id],
    });
    expect(response.json()).toMatchObject({ field: 'targetUserIds' });
  });

  it('shows each user the active, unexpired banners that target them, by priority then newest', async () => {
    await publish({ title: 'Pour tous, basse', priority: -1 });
    t.clock.advance(1000);
    const forLea = await publish({ title: 'Pour Léa', targetAll: false, targetUserIds: [lea.id] });
    t.clock.advance(1000);
    await publish({ title: 'Pour tous, récente' });
    await publish({ title: 'Urgente', priority: 10, expiresAt: '2026-06-01T09:00:00Z' });
    const paused = await publish({ title: 'En pause' });
    await send('PATCH', `/api/admin/notifications/${paused._id}/status`, adminToken, { status: 'inactive' });
    const binned = await publish({ title: 'À la corbeille' });
    await send('DELETE', `/api/admin/notifications/${binned._id}`, adminToken);

    expect(await visibleTo(lea.token)).toEqual([
      'Urgente',
      'Pour tous, récente',
      'Pour Léa',
      'Pour tous, basse',
    ]);
    expect(await visibleTo(marc.token)).toEqual(['Urgente', 'Pour tous, récente', 'Pour tous, basse']);
    const leaSees = (await t.get('/api/notifications/global', { token: lea.token })).json().data
      .notifications;
    expect(leaSees.find((n: { _id: string }) => n._id === forLea._id).targetUserIds).toEqual([lea.id]);

    t.clock.advance(60 * 60 * 1000);
    expect(await visibleTo(marc.token)).not.toContain('Urgente');
    // The soft-deleted one stays listed to the admins, with its status.
    const listed = (await send('GET', '/api/admin/notifications', adminToken)).json().notifications;
    expect(listed.find((n: { _id: string }) => n._id === binned._id)).toMatchObject({ status: 'deleted' });
  });

  it('keeps a dismissal on every device, idempotently; a banner for someone else is unknown', async () => {
    const forLea = await publish({ title: 'À fermer', targetAll: false, targetUserIds: [lea.id] });
    const dismiss = (token: string, notificationId: string) =>
      t.post('/api/user-notifications/dismiss-global', { notificationId }, { token });
    expect((await dismiss(marc.token, forLea._id)).statusCode).toBe(404);
    expect((await dismiss(lea.token, forLea._id)).statusCode).toBe(200);
    expect((await dismiss(lea.token, forLea._id)).statusCode).toBe(200);
    expect(await visibleTo(lea.token)).not.toContain('À fermer');
    const rows = await t.deps.database.db
      .select()
      .from(globalNotificationDismissals)
      .where(
        and(
          eq(globalNotificationDismissals.userId, lea.id),
          eq(globalNotificationDismissals.notificationId, forLea._id),
        ),
      );
    expect(rows).toHaveLength(1);
    expect((await dismiss(lea.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('edits, changes status, soft- and permanently deletes, each with its audit entry', async () => {
    const banner = await publish({ title: 'Avant', targetAll: false, targetUserIds: [lea.id] });
    const edited = await send('PATCH', `/api/admin/notifications/${banner._id}`, adminToken, {
      title: 'Après',
      targetUserIds: [marc.id],
      message: '<p>Nouveau <em>texte</em><img src=x onerror=alert(1)></p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().notification).toMatchObject({
      title: 'Après',
      message: '<p>Nouveau <em>texte</em></p>',
      targetUserIds: [marc.id],
    });
    expect(await visibleTo(lea.token)).not.toContain('Après');
    expect(await visibleTo(marc.token)).toContain('Après');

    const emptied = await send('PATCH', `/api/admin/notifications/${banner._id}`, adminToken, {
      targetUserIds: [],
    });
    expect(emptied.json()).toMatchObject({ field: 'targetUserIds' });
    const badStatus = await send('PATCH', `/api/admin/notifications/${banner._id}/status`, adminToken, {
      status: 'archived',
    });
    expect(badStatus.json()).toMatchObject({ field: 'status' });

    const off = await send('PATCH', `/api/admin/notifications/${banner._id}/status`, adminToken, {
      status: 'inactive',
    });
    expect(off.json().notification.status).toBe('inactive');
    expect(await visibleTo(marc.token)).not.toContain('Après');
    const soft = await send('DELETE', `/api/admin/notifications/${banner._id}`, adminToken);
    expect(soft.json().notification).toMatchObject({ status: 'deleted' });
    expect(soft.json().notification.deletedAt).not.toBeNull();
    expect(
      (await send('DELETE', `/api/admin/notifications/${banner._id}/permanent`, adminToken)).statusCode,
    ).toBe(200);
    expect((await send('GET', `/api/admin/notifications/${banner._id}`, adminToken)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/admin/notifications/${banner._id}`, adminToken, { title: 'x' })).statusCode,
    ).toBe(404);

    const actions = (
      await t.deps.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, banner._id))
        .orderBy(auditLog.at)
    ).map((e) => e.action);
    expect(actions).toEqual([
      'global_notification.create',
      'global_notification.update',
      'global_notification.status',
      'global_notification.delete',
      'global_notification.purge',
    ]);
  });

  it('answers a guest 401 and a provider 403 on the admin calls', async () => {
    expect((await t.get('/api/notifications/global')).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/notifications', lea.token)).statusCode).toBe(403);
    const post = await send('POST', '/api/admin/notifications/send', lea.token, {
      title: 'x',
      message: 'y',
      targetAll: true,
    });
    expect(post.statusCode).toBe(403);
  });
});
