import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createProvider } from '../../../test/booking-factories';
import { createUser } from '../../../test/factories';
import { setUpRealtimeAdminWorld } from '../../../test/realtime-admin-world';
import { nextEvent, signedInSocket } from '../../../test/socket-client';
import { auditLog, sessions, users } from '../../db/schema';
import { IMPERSONATION_FORBIDDEN_MESSAGE } from '../../http/access';
import { SESSION_MESSAGES } from '../../http/auth';
import { recordAudit } from '../audit/api';
import { IMPERSONATION_LIFETIME_MS, IMPERSONATION_MESSAGES } from './impersonation';
import { IMPERSONATION_ACTIONS, IMPERSONATION_END_CAUSE } from './impersonation-trail';

const w = setUpRealtimeAdminWorld();

const impersonate = (
  userId: string,
  body: unknown = { reason: 'Aide à la configuration' },
  token = w.adminToken,
) => w.t.post(`/api/admin/users/${userId}/impersonate`, body, { token });

async function impersonationToken(userId: string, reason = 'Aide à la configuration'): Promise<string> {
  const response = await impersonate(userId, { reason });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const auditOf = (userId: string, action: string) =>
  w.t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));

describe('POST /api/admin/users/{id}/impersonate', () => {
  it('opens a 30-minute session as the provider, marked with the administrator and audited', async () => {
    const lea = await createProvider(w.t);
    const lastLoginOf = async () =>
      (await w.t.deps.database.db.select().from(users).where(eq(users.id, lea.id)))[0]?.lastLoginAt;
    const signedInAt = await lastLoginOf();
    expect(signedInAt).toBeInstanceOf(Date);
    w.t.clock.advance(60_000);
    const response = await impersonate(lea.id, { reason: '  Ticket 42 : agenda vide  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { id: lea.id, email: lea.email, role: 'client' } });
    expect(body.user).not.toHaveProperty('passwordHash');

    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ id: lea.id, role: 'client', imp: w.admin.id });
    const expiresAt = w.t.clock.now().getTime() + IMPERSONATION_LIFETIME_MS;
    expect(Math.abs((claims.exp ?? 0) * 1000 - expiresAt)).toBeLessThan(1000);

    const [session] = await w.t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
    expect(session).toMatchObject({
      userId: lea.id,
      impersonatorId: w.admin.id,
      impersonationReason: 'Ticket 42 : agenda vide',
      rememberMe: false,
    });

    // The token acts as the provider on provider routes, and says it is an impersonation.
    expect((await w.t.get('/api/services', { token: body.token })).statusCode).toBe(200);
    const verified = (await w.t.get('/api/auth/verify-token', { token: body.token })).json();
    expect(verified.user.id).toBe(lea.id);
    expect(verified.impersonation).toEqual({
      adminName: 'Alice Support',
      expiresAt: session?.expiresAt.toISOString(),
    });
    expect((await w.t.get('/api/auth/profile', { token: body.token })).json().impersonation).toEqual(
      verified.impersonation,
    );
    expect((await w.t.get('/api/auth/verify-token', { token: lea.token })).json().impersonation).toBeNull();

    const [start] = await auditOf(lea.id, IMPERSONATION_ACTIONS.start);
    expect(start).toMatchObject({
      actorId: w.admin.id,
      actorEmail: w.admin.email,
      targetType: 'user',
      targetLabel: lea.email,
      reason: 'Ticket 42 : agenda vide',
      changes: {
        sessionId: { after: session?.id },
        expiresAt: { after: session?.expiresAt.toISOString() },
      },
    });
    // An impersonation is not a sign-in of the user: their last sign-in stays theirs.
    expect(await lastLoginOf()).toEqual(signedInAt);
  });

  it('ends at 30 minutes with « jwt expired », and is never renewed', async () => {
    const lea = await createProvider(w.t);
    const token = await impersonationToken(lea.id);
    const refresh = await w.t.post(
      '/api/auth/refresh-token',
      { email: lea.email, rememberMe: true },
      { token },
    );
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().message).toBe(SESSION_MESSAGES.invalid);
    // The refused renewal did not rotate (revoke) the session: it still works until its end.
    expect((await w.t.get('/api/services', { token })).statusCode).toBe(200);

    w.t.clock.advance(IMPERSONATION_LIFETIME_MS - 5_000);
    expect((await w.t.get('/api/services', { token })).statusCode).toBe(200);
    w.t.clock.advance(10_000);
    const expired = await w.t.get('/api/services', { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: 'jwt expired' });
    // The provider's own session (12 h) is untouched.
    expect((await w.t.get('/api/services', { token: lea.token })).statusCode).toBe(200);
  });

  it('requires a reason of 3 to 500 characters, naming the field', async () => {
    const lea = await createProvider(w.t);
    for (const [body, message] of [
      [{}, 'Le motif est requis'],
      [{ reason: '   ' }, 'Le motif est requis'],
      [{ reason: 'ok' }, 'Le motif doit contenir au moins 3 caractères'],
      [{ reason: 'x'.repeat(501) }, 'Le motif ne doit pas dépasser 500 caractères'],
      [{ reason: 'motif\u0007' }, 'Le motif contient des caractères non autorisés (caractères de contrôle)'],
    ] as const) {
      const response = await impersonate(lea.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field: 'reason', message });
    }
    expect(await auditOf(lea.id, IMPERSONATION_ACTIONS.start)).toEqual([]);
  });

  it('refuses an administrator, oneself, a suspended, a deleted or an unknown account', async () => {
    const otherAdmin = await createUser(w.t.deps, { role: 'admin' });
    const suspended = await createUser(w.t.deps);
    await w.t.deps.database.db
      .update(users)
      .set({ status: 'suspended', suspendedAt: w.t.clock.now() })
      .where(eq(users.id, suspended.id));
    const deleted = await createUser(w.t.deps);
    await w.t.deps.database.db
      .update(users)
      .set({ deletedAt: w.t.clock.now() })
      .where(eq(users.id, deleted.id));

    const cases = [
      [otherAdmin.id, 403, IMPERSONATION_MESSAGES.admin],
      [w.admin.id, 409, IMPERSONATION_MESSAGES.self],
      [suspended.id, 409, IMPERSONATION_MESSAGES.suspended],
      [deleted.id, 409, IMPERSONATION_MESSAGES.deleted],
      ['00000000-0000-4000-8000-000000000000', 404, IMPERSONATION_MESSAGES.notFound],
      ['pas-un-uuid', 404, IMPERSONATION_MESSAGES.notFound],
    ] as const;
    for (const [id, status, message] of cases) {
      const response = await impersonate(id);
      expect(response.statusCode, id).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const opened = await w.t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.impersonatorId, w.admin.id));
    expect(opened.map((s) => s.userId)).not.toContain(suspended.id);
  });

  it('is for administrators: a provider gets 403, a guest 401', async () => {
    const lea = await createProvider(w.t);
    const bob = await createProvider(w.t);
    const provider = await impersonate(lea.id, { reason: 'Je veux voir' }, bob.token);
    expect(provider.statusCode).toBe(403);
    const guest = await w.t.post(`/api/admin/users/${lea.id}/impersonate`, { reason: 'Je veux voir' });
    expect(guest.statusCode).toBe(401);
    // Nor can an impersonated session chain into another account.
    const token = await impersonationToken(lea.id);
    expect((await impersonate(bob.id, { reason: 'Rebond' }, token)).statusCode).toBe(403);
  });
});

describe('owner-only actions under impersonation', () => {
  it('refuses the password and e-mail changes, account deletion and the DPA to the administrator, not to the holder', async () => {
    const lea = await createProvider(w.t, { dpa: false });
    const token = await impersonationToken(lea.id);
    const attempts = [
      ['POST', '/api/auth/change-password', { currentPassword: lea.password, newPassword: 'Nouveau-mot-2' }],
      ['POST', '/api/auth/change-email', { password: lea.password, newEmail: 'lea.nouvelle@exemple.fr' }],
      ['DELETE', '/api/account', { password: lea.password }],
      ['POST', '/api/dpa/generate', { nom: 'Salon', adresse: '3 rue des Lilas', acceptTerms: true }],
      ['POST', '/api/gdpr/clients/erase', { email: 'jeanne@exemple.fr' }],
      // Secrets, exports and security settings (issue 30): the iCal address keeps serving every
      // client's details after the impersonation ends; the exports carry them all.
      ['GET', '/api/ical/link', undefined],
      ['POST', '/api/ical/link/rotate', undefined],
      ['GET', '/api/gdpr/export', undefined],
      ['GET', '/api/gdpr/clients/export?email=jeanne%40exemple.fr', undefined],
      ['GET', `/api/clients/${encodeURIComponent('e:jeanne@exemple.fr')}/export`, undefined],
      ['PUT', '/api/provider/embed', { origins: ['https://www.salon-des-lilas.fr'] }],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await w.t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        code: 'IMPERSONATION_FORBIDDEN',
        message: IMPERSONATION_FORBIDDEN_MESSAGE,
      });
    }
    // Nothing happened: the holder's password still works, the account and its sessions are there.
    expect(await w.t.login(lea.email, lea.password)).toBeTruthy();
    // The holder may: generating the DPA answers 201 with their own token.
    const own = await w.t.post(
      '/api/dpa/generate',
      { nom: 'Salon', adresse: '3 rue des Lilas', acceptTerms: true },
      { token: lea.token },
    );
    expect(own.statusCode).toBe(201);
    // The holder still has them, and nothing was created for the administrator.
    expect((await w.t.get('/api/gdpr/export', { token: lea.token })).statusCode).toBe(200);
    expect((await w.t.get('/api/provider/embed', { token: lea.token })).json().origins).toEqual([]);
    // Reading and the everyday work stay open to the administrator.
    expect((await w.t.get('/api/dpa/status', { token })).statusCode).toBe(200);
    expect((await w.t.get('/api/provider/embed', { token })).statusCode).toBe(200);
  });
});

describe('the audit trail of an impersonation', () => {
  it('records every write made with it, before it runs, under the impersonation’s id; reads are not recorded', async () => {
    const lea = await createProvider(w.t);
    const token = await impersonationToken(lea.id, 'Ticket 77 : horaires');
    const sessionId = String(decodeJwt(token).sid);
    const [start] = await auditOf(lea.id, IMPERSONATION_ACTIONS.start);
    expect(start?.impersonationId).toBe(sessionId);

    expect((await w.t.get('/api/services', { token })).statusCode).toBe(200);
    const created = await w.t.post(
      '/api/services',
      { name: 'Coupe', durationMinutes: 30, priceCents: 2500 },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const serviceId = created.json().service.id;
    const refused = await w.t.put('/api/provider/embed', { origins: [] }, { token });
    expect(refused.statusCode).toBe(403);
    // The holder's own writes are theirs: not in the trail.
    await w.t.post(
      '/api/services',
      { name: 'Brushing', durationMinutes: 30, priceCents: 2000 },
      { token: lea.token },
    );

    const writes = await auditOf(lea.id, IMPERSONATION_ACTIONS.write);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      actorId: w.admin.id,
      actorEmail: w.admin.email,
      targetType: 'user',
      targetId: lea.id,
      targetLabel: lea.email,
      reason: 'Ticket 77 : horaires',
      impersonationId: sessionId,
      changes: {
        request: { after: 'POST /api/services' },
        // The fields the write carries once validated (defaults included).
        fields: {
          after: [
            'active',
            'bufferAfterMinutes',
            'bufferBeforeMinutes',
            'capacity',
            'description',
            'durationMinutes',
            'location',
            'name',
            'payment',
            'phoneRequired',
            'priceCents',
            'questions',
          ],
        },
      },
    });
    const renamed = await w.t.patch(`/api/services/${serviceId}`, { name: 'Coupe femme' }, { token });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [, second] = await auditOf(lea.id, IMPERSONATION_ACTIONS.write);
    expect(second?.changes).toEqual({
      request: { after: 'PATCH /api/services/:id' },
      params: { after: { id: serviceId } },
      fields: { after: ['name'] },
    });

    await w.t.post('/api/auth/impersonation/end', undefined, { token });
    const [end] = await auditOf(lea.id, IMPERSONATION_ACTIONS.end);
    expect(end?.impersonationId).toBe(sessionId);
    expect(await auditOf(lea.id, IMPERSONATION_ACTIONS.write)).toHaveLength(2);
  });

  it('ends when the administrator signs out: the token stops working, its sockets end, the end is audited', async () => {
    const lea = await createProvider(w.t);
    const adminToken = await w.t.login(w.admin.email, w.admin.password);
    const response = await impersonate(lea.id, { reason: 'Vérifier les rappels' }, adminToken);
    const token = response.json().token;
    const socket = await w.socketOf(token);
    const signedOut = nextEvent(socket, 'auth_error');
    // Another administrator session's impersonation is not touched.
    const other = await impersonationToken(lea.id, 'Autre onglet');

    expect((await w.t.post('/api/auth/logout', undefined, { token: adminToken })).statusCode).toBe(200);
    expect(await signedOut).toEqual({ message: SESSION_MESSAGES.invalid });
    expect((await w.t.get('/api/services', { token })).statusCode).toBe(401);
    expect((await w.t.get('/api/services', { token: other })).statusCode).toBe(200);
    const ends = await auditOf(lea.id, IMPERSONATION_ACTIONS.end);
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({
      actorId: w.admin.id,
      impersonationId: String(decodeJwt(token).sid),
      reason: 'Vérifier les rappels',
      changes: { cause: { after: IMPERSONATION_END_CAUSE.adminSessionEnded } },
    });
    // The administrator's visit shows as ended to the provider.
    const visits = (await w.t.get('/api/auth/support-access', { token: lea.token })).json().accesses;
    expect(
      visits.find((v: { reason: string }) => v.reason === 'Vérifier les rappels').endedAt,
    ).not.toBeNull();
  });
});

describe('POST /api/auth/impersonation/end', () => {
  it('revokes the session, ends its sockets and audits the end with the administrator as actor', async () => {
    const lea = await createProvider(w.t);
    const token = await impersonationToken(lea.id, 'Rappels non reçus');
    const socket = await signedInSocket(w.server.url, token);
    w.sockets.push(socket);
    const signedOut = nextEvent(socket, 'auth_error');

    const response = await w.t.post('/api/auth/impersonation/end', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: IMPERSONATION_MESSAGES.ended });
    expect(await signedOut).toEqual({ message: SESSION_MESSAGES.invalid });
    expect((await w.t.get('/api/services', { token })).statusCode).toBe(401);
    // The admin's own session and the provider's are untouched.
    expect((await w.t.get('/api/auth/verify-token', { token: w.adminToken })).statusCode).toBe(200);
    expect((await w.t.get('/api/services', { token: lea.token })).statusCode).toBe(200);

    const [end] = await auditOf(lea.id, IMPERSONATION_ACTIONS.end);
    const [start] = await auditOf(lea.id, IMPERSONATION_ACTIONS.start);
    expect(end).toMatchObject({
      actorId: w.admin.id,
      actorEmail: w.admin.email,
      targetType: 'user',
      targetId: lea.id,
      reason: 'Rappels non reçus',
      changes: { sessionId: { after: start?.changes.sessionId?.after } },
    });
    // A second « Revenir » with the ended token: 401, which the browser ignores; no second entry.
    expect((await w.t.post('/api/auth/impersonation/end', undefined, { token })).statusCode).toBe(401);
    expect(await auditOf(lea.id, IMPERSONATION_ACTIONS.end)).toHaveLength(1);
  });

  it('answers 409 to the holder’s own session', async () => {
    const lea = await createProvider(w.t);
    const response = await w.t.post('/api/auth/impersonation/end', undefined, { token: lea.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(IMPERSONATION_MESSAGES.notImpersonating);
    expect((await w.t.get('/api/services', { token: lea.token })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/support-access', () => {
  it('lists the administration’s visits to the caller’s account only, newest first, with their reasons', async () => {
    const lea = await createProvider(w.t);
    const bob = await createProvider(w.t);
    const startedFirst = w.t.clock.now();
    const first = await impersonationToken(lea.id, 'Import des rendez-vous');
    w.t.clock.advance(10 * 60_000);
    await w.t.post('/api/auth/impersonation/end', undefined, { token: first });
    const endedFirst = w.t.clock.now();
    w.t.clock.advance(60 * 60_000);
    const startedSecond = w.t.clock.now();
    await impersonationToken(lea.id, 'Vérifier la page de réservation');
    // A visit older than 12 months is no longer shown (the audit log keeps one year).
    await recordAudit(w.t.deps.database.db, {
      actor: { id: w.admin.id, email: w.admin.email },
      action: IMPERSONATION_ACTIONS.start,
      target: { type: 'user', id: lea.id, label: lea.email },
      changes: {},
      reason: 'Très ancien',
      at: new Date(startedFirst.getTime() - 400 * 24 * 3_600_000),
    });

    const response = await w.t.get('/api/auth/support-access', { token: lea.token });
    expect(response.statusCode).toBe(200);
    const seconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString();
    expect(response.json()).toEqual({
      success: true,
      accesses: [
        {
          id: expect.any(String),
          startedAt: startedSecond.toISOString(),
          endedAt: null,
          expiresAt: seconds(new Date(startedSecond.getTime() + IMPERSONATION_LIFETIME_MS)),
          reason: 'Vérifier la page de réservation',
        },
        {
          id: expect.any(String),
          startedAt: startedFirst.toISOString(),
          endedAt: endedFirst.toISOString(),
          expiresAt: seconds(new Date(startedFirst.getTime() + IMPERSONATION_LIFETIME_MS)),
          reason: 'Import des rendez-vous',
        },
      ],
    });
    expect((await w.t.get('/api/auth/support-access', { token: bob.token })).json().accesses).toEqual([]);
  });
});
