import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
} from '../../../test/booking-factories';
import { createUser, type TTestUser } from '../../../test/factories';
import { auditLog, bookings, outboxEmails, users } from '../../db/schema';
import { ANONYMISED_CLIENT_NAME } from '../bookings/api';
import { ADMIN_USER_MESSAGES } from './user-actions';

/** Wednesday 10 June 2026, 10:00 in Paris. */
const NOW = new Date('2026-06-10T08:00:00Z');

let t: TestApp;
let admin: TTestUser;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = await createUser(t.deps, { role: 'admin', name: 'Alice Admin', email: 'alice.admin@creneau.fr' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t?.close());

function send(method: 'PATCH' | 'DELETE' | 'POST', url: string, payload: unknown, token = adminToken) {
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
}
const list = (query: string) => t.get(`/api/admin/users?${query}`, { token: adminToken });
const detail = (id: string) => t.get(`/api/admin/users/${id}`, { token: adminToken });
const auditOf = (userId: string) =>
  t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));

describe('GET /api/admin/users', () => {
  it('searches, filters and pages, newest first, with the bookings of this Paris month', async () => {
    const base = NOW.getTime() - 30 * 86_400_000;
    const created: TTestUser[] = [];
    for (let i = 1; i <= 5; i++) {
      created.push(
        await createUser(t.deps, {
          name: `Liste Martin ${i}`,
          email: `liste-${i}@exemple.fr`,
          createdAt: new Date(base + i * 60_000),
          verified: i !== 2,
        }),
      );
    }
    const page1 = (await list('q=liste%20martin&pageSize=2')).json();
    expect(page1).toMatchObject({ success: true, total: 5, page: 1, pageSize: 2 });
    expect(page1.users.map((u: { name: string }) => u.name)).toEqual(['Liste Martin 5', 'Liste Martin 4']);
    expect(page1.users[0]).toEqual({
      id: created[4]?.id,
      name: 'Liste Martin 5',
      email: 'liste-5@exemple.fr',
      role: 'client',
      status: 'active',
      emailVerified: true,
      createdAt: new Date(base + 5 * 60_000).toISOString(),
      lastLoginAt: null,
      bookingsThisMonth: 0,
      plan: 'gratuit',
    });
    const page3 = (await list('q=liste&pageSize=2&page=3')).json();
    expect(page3.users.map((u: { name: string }) => u.name)).toEqual(['Liste Martin 1']);

    const unverified = (await list('q=liste&verified=false')).json();
    expect(unverified.users.map((u: { email: string }) => u.email)).toEqual(['liste-2@exemple.fr']);
    expect((await list('q=liste&role=admin')).json().total).toBe(0);
    expect((await list('role=admin')).json().users.map((u: { id: string }) => u.id)).toContain(admin.id);

    await t.deps.database.db
      .update(users)
      .set({ status: 'suspended', suspendedAt: NOW })
      .where(eq(users.id, created[0]?.id ?? ''));
    const suspended = (await list('q=liste&status=suspended')).json();
    expect(suspended.users.map((u: { status: string; email: string }) => [u.email, u.status])).toEqual([
      ['liste-1@exemple.fr', 'suspended'],
    ]);
    expect((await list('q=liste&status=active')).json().total).toBe(4);

    // The plan column and filter (issue 30): the free tier until a pack is taken; none for admins.
    const pro = await t.post(
      `/api/admin/users/${created[2]?.id}/pack`,
      { packId: 'pro', reason: 'Geste commercial' },
      { token: adminToken },
    );
    expect(pro.statusCode, pro.body).toBe(200);
    expect((await list('q=liste&plan=pro')).json().users.map((u: { email: string }) => u.email)).toEqual([
      'liste-3@exemple.fr',
    ]);
    expect((await list('q=liste&plan=gratuit')).json().total).toBe(4);
    expect((await list('role=admin')).json().users[0].plan).toBeNull();
    expect((await list('plan=gratuit&role=admin')).json().total).toBe(0);
    const unknown = await list('plan=platine');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'plan', message: 'Pack inconnu' });
  });

  it('counts the provider’s bookings starting this Paris month, cancelled ones aside', async () => {
    const lea = await createProvider(t);
    await openEveryDay(t.deps, lea.id);
    const service = await createService(t.deps, lea.id);
    for (const day of [2, 3, 4]) {
      const booked = await t.post(
        `/api/public/providers/${lea.id}/bookings`,
        bookingBody(service.id, localStart(t, day, '11:00')),
      );
      expect(booked.statusCode).toBe(201);
    }
    // Next month (July) does not count, nor does a cancelled one.
    expect(
      (
        await t.post(
          `/api/public/providers/${lea.id}/bookings`,
          bookingBody(service.id, localStart(t, 25, '11:00')),
        )
      ).statusCode,
    ).toBe(201);
    const [first] = await t.deps.database.db.select().from(bookings).where(eq(bookings.providerId, lea.id));
    await t.deps.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, first?.id ?? ''));
    const found = (await list(`q=${encodeURIComponent(lea.email)}`)).json();
    expect(found.users).toHaveLength(1);
    expect(found.users[0].bookingsThisMonth).toBe(2);
    expect(found.users[0].lastLoginAt).toBe(NOW.toISOString());

    const page = (await detail(lea.id)).json();
    expect(page.bookings).toEqual({ total: 4, thisMonth: 2, upcoming: 3 });
  });

  it('refuses bad filters with a French message naming the field', async () => {
    const wrong = await list('status=banni');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, field: 'status' });
    const tooBig = await list('pageSize=500');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ field: 'pageSize', message: '100 lignes par page au plus' });
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('gives the profile, the signed DPA and its PDF, live sessions and the account’s audit entries', async () => {
    const lea = await createProvider(t, { displayName: 'Salon Léa' });
    await t.deps.database.db
      .update(users)
      .set({ nom: 'Salon Léa SARL', siret: '73282932000074' })
      .where(eq(users.id, lea.id));
    const body = (await detail(lea.id)).json();
    expect(body.user).toMatchObject({
      id: lea.id,
      email: lea.email,
      role: 'client',
      status: 'active',
      suspendedAt: null,
      deletedAt: null,
      nom: 'Salon Léa SARL',
      siret: '73282932000074',
      lastLoginAt: NOW.toISOString(),
    });
    expect(body.dpa).toMatchObject({ signed: true, numeroContrat: expect.stringMatching(/^CRN-DPA-/) });
    expect(body.dpa.pdfUrl).toBe(`/api/admin/users/${lea.id}/dpa/${body.dpa.id}/pdf`);
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ rememberMe: false, impersonatedBy: null });
    expect(body.audit).toEqual([]);

    const pdf = await t.get(body.dpa.pdfUrl, { token: adminToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The provider's own token does not open the administration's path.
    expect((await t.get(body.dpa.pdfUrl, { token: lea.token })).statusCode).toBe(403);

    const unsigned = await createProvider(t, { dpa: false });
    expect((await detail(unsigned.id)).json().dpa).toEqual({
      signed: false,
      id: null,
      numeroContrat: null,
      signedAt: null,
      pdfUrl: null,
    });
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail('pas-un-uuid')).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('suspends with a reason: one audit entry with author, reason and before/after; sessions revoked', async () => {
    const lea = await createProvider(t);
    const suspended = await send('PATCH', `/api/admin/users/${lea.id}`, {
      status: 'suspended',
      reason: 'Signalement de fraude',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({ success: true, message: ADMIN_USER_MESSAGES.suspended });
    const [entry, ...others] = await auditOf(lea.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.suspend',
      targetLabel: lea.email,
      reason: 'Signalement de fraude',
      changes: {
        status: { before: 'active', after: 'suspended' },
        suspendedAt: { before: null, after: NOW.toISOString() },
      },
    });
    expect(entry?.at.toISOString()).toBe(NOW.toISOString());
    const page = (await detail(lea.id)).json();
    expect(page.user).toMatchObject({ status: 'suspended', suspendedAt: NOW.toISOString() });
    expect(page.sessions).toEqual([]);
    expect(page.audit).toHaveLength(1);
    expect(page.audit[0]).toMatchObject({
      action: 'user.suspend',
      actor: { id: admin.id, email: admin.email },
      target: { type: 'user', id: lea.id, label: lea.email },
      reason: 'Signalement de fraude',
    });

    const again = await send('PATCH', `/api/admin/users/${lea.id}`, {
      status: 'suspended',
      reason: 'Encore',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_USER_MESSAGES.alreadySuspended);

    const reactivated = await send('PATCH', `/api/admin/users/${lea.id}`, {
      status: 'active',
      reason: 'Vérification faite',
    });
    expect(reactivated.statusCode).toBe(200);
    const entries = await auditOf(lea.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['user.reactivate', 'user.suspend']);
    expect(entries.find((e) => e.action === 'user.reactivate')?.changes).toEqual({
      status: { before: 'suspended', after: 'active' },
      suspendedAt: { before: NOW.toISOString(), after: null },
    });
    expect(await t.login(lea.email, lea.password)).toEqual(expect.any(String));
  });

  it('requires a reason (1–500 characters) and refuses an administrator’s own suspension', async () => {
    const lea = await createProvider(t);
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      const refused = await send('PATCH', `/api/admin/users/${lea.id}`, { status: 'suspended', reason });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, field: 'reason' });
    }
    expect((await send('PATCH', `/api/admin/users/${lea.id}`, { reason: 'rien' })).statusCode).toBe(400);

    const self = await send('PATCH', `/api/admin/users/${admin.id}`, { status: 'suspended', reason: 'Test' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_USER_MESSAGES.selfSuspension);
    expect(await auditOf(admin.id)).toEqual([]);
    expect(await auditOf(lea.id)).toEqual([]);
  });

  it('marks the e-mail verified once, audited; a second time is a 409 with nothing written', async () => {
    const unverified = await createUser(t.deps, { verified: false });
    const verified = await send('PATCH', `/api/admin/users/${unverified.id}`, {
      emailVerified: true,
      reason: 'Adresse confirmée par téléphone',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(ADMIN_USER_MESSAGES.verified);
    const [entry] = await auditOf(unverified.id);
    expect(entry).toMatchObject({
      action: 'user.verify_email',
      reason: 'Adresse confirmée par téléphone',
      changes: { emailVerifiedAt: { before: null, after: NOW.toISOString() } },
    });
    expect(await t.login(unverified.email, unverified.password)).toEqual(expect.any(String));

    const again = await send('PATCH', `/api/admin/users/${unverified.id}`, {
      emailVerified: true,
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_USER_MESSAGES.alreadyVerified);
    expect(await auditOf(unverified.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/users/{id}/password-reset', () => {
  it('sends the forgot-password e-mail, triggered by the administrator, and audits it', async () => {
    const lea = await createUser(t.deps, { name: 'Léa Reset' });
    const sent = await send('POST', `/api/admin/users/${lea.id}/password-reset`, {
      reason: 'Demande au support',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(ADMIN_USER_MESSAGES.resetSent(lea.email));
    const email = await t.lastEmailTo(lea.email);
    expect(email).toMatchObject({
      kind: 'reset_password',
      triggeredByUserId: admin.id,
      triggerKind: 'admin_password_reset',
    });
    expect(email?.text).toContain('/reset-password/');
    const [entry] = await auditOf(lea.id);
    expect(entry).toMatchObject({
      action: 'user.password_reset',
      actorId: admin.id,
      reason: 'Demande au support',
      changes: {},
    });
    const missing = await send(
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset',
      {
        reason: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('erases like the provider’s own deletion (bookings cancelled, customers e-mailed), audited with the old e-mail', async () => {
    const lea = await createProvider(t);
    await openEveryDay(t.deps, lea.id);
    const service = await createService(t.deps, lea.id);
    const booked = await t.post(
      `/api/public/providers/${lea.id}/bookings`,
      bookingBody(service.id, localStart(t, 3, '10:00'), { email: 'cliente.effacee@exemple.fr' }),
    );
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().booking.id;

    const refused = await send('DELETE', `/api/admin/users/${lea.id}`, { reason: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('reason');

    const deleted = await send('DELETE', `/api/admin/users/${lea.id}`, {
      reason: 'Demande RGPD par courrier',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ADMIN_USER_MESSAGES.erased);

    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, lea.id));
    expect(row).toMatchObject({ name: 'Compte supprimé', email: `supprime-${lea.id}@invalid`, nom: null });
    expect(row?.deletedAt?.toISOString()).toBe(NOW.toISOString());
    const [booking] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    // Cancelled, then anonymised with the rest of the account's agenda.
    expect(booking).toMatchObject({ status: 'cancelled', clientName: ANONYMISED_CLIENT_NAME });
    const cancellations = await t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'booking_cancelled_client')));
    expect(cancellations).toHaveLength(1);
    expect((await t.get('/api/auth/profile', { token: lea.token })).statusCode).toBe(401);

    const [entry] = await auditOf(lea.id);
    expect(entry).toMatchObject({
      action: 'user.delete',
      actorId: admin.id,
      targetLabel: lea.email,
      reason: 'Demande RGPD par courrier',
      changes: { status: { before: 'active', after: 'deleted' } },
    });
    // Listed as « supprimé » only when asked for.
    expect((await list(`q=${lea.id}`)).json().total).toBe(0);
    const erased = (await list('status=deleted')).json();
    expect(erased.users.map((u: { id: string; status: string }) => [u.id, u.status])).toContainEqual([
      lea.id,
      'deleted',
    ]);
    const twice = await send('DELETE', `/api/admin/users/${lea.id}`, { reason: 'Encore' });
    expect(twice.statusCode).toBe(409);
    expect(
      (await send('PATCH', `/api/admin/users/${lea.id}`, { status: 'suspended', reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('refuses to delete an administrator', async () => {
    const other = await createUser(t.deps, { role: 'admin' });
    const refused = await send('DELETE', `/api/admin/users/${other.id}`, { reason: 'Départ' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_USER_MESSAGES.adminDeletion);
    expect(await auditOf(other.id)).toEqual([]);
  });
});
