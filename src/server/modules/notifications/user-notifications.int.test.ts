import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  type TNotificationType,
  type TUserNotification,
} from '../../../shared/schemas/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { notifyUser } from './api';

let t: TestApp;
type TSignedIn = TTestUser & { token: string };
let lea: TSignedIn;
let marc: TSignedIn;
let admin: TSignedIn;

async function signedIn(role: 'client' | 'admin' = 'client', name = 'Léa Martin'): Promise<TSignedIn> {
  const user = await createUser(t.deps, { role, name });
  return { ...user, token: await t.login(user.email, user.password) };
}

/** DELETE as the test app's helpers send the other verbs: a token, else a guest's XSRF pair. */
async function del(url: string, token?: string): Promise<LightMyRequestResponse> {
  if (token) return t.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });
  const csrf = await t.csrf();
  return t.app.inject({ method: 'DELETE', url, cookies: csrf.cookie, headers: csrf.header });
}

/** One notification a minute apart, so that « newest first » has an order to prove. */
async function notify(userId: string, title: string, type: TNotificationType = 'booking_created') {
  t.clock.advance(60_000);
  const { notification: created } = await notifyUser(
    t.deps.database.db,
    t.deps.jobs,
    { userId, type, title, body: `Corps de ${title}`, link: '/dashboard/agenda?booking=x' },
    t.clock.now(),
  );
  if (!created) throw new Error('notification not created');
  return created;
}

const list = async (token: string, query = '') => {
  const response = await t.get(`/api/user-notifications${query}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<{
    notifications: TUserNotification[];
    total: number;
    unreadCount: number;
    page: number;
    limit: number;
  }>();
};

beforeAll(async () => {
  t = await createTestApp();
  lea = await signedIn('client', 'Léa Martin');
  marc = await signedIn('client', 'Marc Leroy');
  admin = await signedIn('admin', 'Alice Admin');
});
afterAll(() => t.close());

describe('GET /api/user-notifications', () => {
  let titles: string[];
  beforeAll(async () => {
    titles = [];
    for (let i = 1; i <= 5; i += 1) titles.push((await notify(lea.id, `Avis ${i}`)).title);
    await notify(marc.id, 'Pour Marc');
  });

  it('lists the caller’s own notifications, newest first, with totals', async () => {
    const page = await list(lea.token);
    expect(page.notifications.map((n) => n.title)).toEqual([...titles].reverse());
    expect(page).toMatchObject({ total: 5, unreadCount: 5, page: 1, limit: 20 });
    expect(page.notifications[0]).toEqual({
      id: expect.any(String),
      type: 'booking_created',
      title: 'Avis 5',
      body: 'Corps de Avis 5',
      link: '/dashboard/agenda?booking=x',
      read: false,
      createdAt: expect.any(String),
    });
    expect((await list(marc.token)).notifications.map((n) => n.title)).toEqual(['Pour Marc']);
  });

  it('pages with limit and page, and filters the unread ones', async () => {
    const second = await list(lea.token, '?limit=2&page=2');
    expect(second.notifications.map((n) => n.title)).toEqual(['Avis 3', 'Avis 2']);
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect((await list(lea.token, '?limit=2&page=4')).notifications).toEqual([]);

    const [newest] = (await list(lea.token)).notifications;
    await t.post(`/api/user-notifications/${newest?.id}/mark-read`, undefined, { token: lea.token });
    const unread = await list(lea.token, '?unreadOnly=true');
    expect(unread.notifications.map((n) => n.title)).toEqual(['Avis 4', 'Avis 3', 'Avis 2', 'Avis 1']);
    expect(unread).toMatchObject({ total: 4, unreadCount: 4 });
    expect((await list(lea.token, '?unreadOnly=false')).total).toBe(5);
  });

  it('refuses a bad limit, page or unreadOnly, naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?page=0', 'page'],
      ['?page=1.5', 'page'],
      ['?unreadOnly=oui', 'unreadOnly'],
    ];
    for (const [query, field] of cases) {
      const response = await t.get(`/api/user-notifications${query}`, { token: lea.token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION', field });
    }
    expect((await list(lea.token, '?limit=100')).limit).toBe(100);
  });

  it('answers 401 to a guest on every call', async () => {
    const id = crypto.randomUUID();
    const answers = [
      await t.get('/api/user-notifications'),
      await t.get('/api/user-notifications/unread-count'),
      await t.post(`/api/user-notifications/${id}/mark-read`),
      await t.post('/api/user-notifications/mark-all-read'),
      await del(`/api/user-notifications/${id}`),
      await del('/api/user-notifications/read'),
      await t.get('/api/user-notifications/preferences'),
      await t.post('/api/user-notifications/preferences', { preferences: {} }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(Array(answers.length).fill(401));
  });
});

describe('reading and deleting', () => {
  it('counts, marks one and all read, for the caller only', async () => {
    const user = await signedIn();
    const a = await notify(user.id, 'Un');
    await notify(user.id, 'Deux');
    const others = await notify(marc.id, 'De Marc');
    const count = async (token: string) =>
      (await t.get('/api/user-notifications/unread-count', { token })).json<{ count: number }>().count;
    expect(await count(user.token)).toBe(2);

    const marked = await t.post(`/api/user-notifications/${a.id}/mark-read`, undefined, {
      token: user.token,
    });
    expect(marked.json()).toEqual({ success: true });
    expect(await count(user.token)).toBe(1);
    // Again: already read, still fine.
    expect(
      (await t.post(`/api/user-notifications/${a.id}/mark-read`, undefined, { token: user.token }))
        .statusCode,
    ).toBe(200);

    // Someone else's, an unknown id and a malformed one: never revealed.
    const foreign = await t.post(`/api/user-notifications/${others.id}/mark-read`, undefined, {
      token: user.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification introuvable.' });
    const unknown = await t.post(`/api/user-notifications/${crypto.randomUUID()}/mark-read`, undefined, {
      token: user.token,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.post('/api/user-notifications/pas-un-id/mark-read', undefined, {
      token: user.token,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION', field: 'id' });
    expect((await list(marc.token)).notifications.find((n) => n.id === others.id)?.read).toBe(false);

    const all = await t.post('/api/user-notifications/mark-all-read', undefined, { token: user.token });
    expect(all.json()).toEqual({ success: true, updated: 1 });
    expect(await count(user.token)).toBe(0);
    expect(await count(marc.token)).toBeGreaterThan(0);
  });

  it('deletes one, then every read one, never another user’s', async () => {
    const user = await signedIn();
    const read = await notify(user.id, 'Lue');
    const unread = await notify(user.id, 'Non lue');
    const gone = await notify(user.id, 'À supprimer');
    const marcRead = await notify(marc.id, 'Lue par Marc');
    await t.post(`/api/user-notifications/${read.id}/mark-read`, undefined, { token: user.token });
    await t.post(`/api/user-notifications/${marcRead.id}/mark-read`, undefined, { token: marc.token });

    expect((await del(`/api/user-notifications/${marcRead.id}`, user.token)).statusCode).toBe(404);
    expect((await del('/api/user-notifications/pas-un-id', user.token)).statusCode).toBe(400);
    const removed = await del(`/api/user-notifications/${gone.id}`, user.token);
    expect(removed.json()).toEqual({ success: true });
    expect((await del(`/api/user-notifications/${gone.id}`, user.token)).statusCode).toBe(404);

    // `/read` is the read ones, not a notification id.
    const cleared = await del('/api/user-notifications/read', user.token);
    expect(cleared.json()).toEqual({ success: true, deleted: 1 });
    expect((await list(user.token)).notifications.map((n) => n.id)).toEqual([unread.id]);
    expect((await list(marc.token)).notifications.map((n) => n.id)).toContain(marcRead.id);
  });

  it('serves an administrator’s own notifications, and the user’s to an administrator acting as them', async () => {
    const own = await notify(admin.id, 'Pour l’admin');
    expect((await list(admin.token)).notifications.map((n) => n.id)).toEqual([own.id]);

    const user = await signedIn();
    const mine = await notify(user.id, 'Pour la prestataire');
    const started = await t.post(
      `/api/admin/users/${user.id}/impersonate`,
      { reason: 'Ticket 11 : cloche' },
      { token: admin.token },
    );
    expect(started.statusCode).toBe(200);
    const acting = started.json<{ token: string }>().token;
    expect((await list(acting)).notifications.map((n) => n.id)).toEqual([mine.id]);
    expect(
      (await t.post(`/api/user-notifications/${mine.id}/mark-read`, undefined, { token: acting })).statusCode,
    ).toBe(200);
    // The administrator's own notification is not the user's.
    expect(
      (await t.post(`/api/user-notifications/${own.id}/mark-read`, undefined, { token: acting })).statusCode,
    ).toBe(404);
    const saved = await t.post(
      '/api/user-notifications/preferences',
      { preferences: { booking_created: { inApp: true, email: false, push: true } } },
      { token: acting },
    );
    expect(saved.statusCode).toBe(200);
    const seen = await t.get('/api/user-notifications/preferences', { token: user.token });
    expect(seen.json().preferences.booking_created).toEqual({ inApp: true, email: false, push: true });
  });
});

describe('preferences', () => {
  it('gives every type its default channels to a user who changed nothing', async () => {
    const user = await signedIn();
    const response = await t.get('/api/user-notifications/preferences', { token: user.token });
    expect(response.json()).toEqual({ success: true, preferences: defaultPreferences() });
    expect(response.json().preferences.support_reply).toEqual({ inApp: true, email: true, push: false });
  });

  it('stores the types sent, keeps the others, and answers with all of them', async () => {
    const user = await signedIn();
    const first = await t.post(
      '/api/user-notifications/preferences',
      {
        preferences: {
          booking_cancelled: { inApp: false, email: false, push: true },
          support_reply: { inApp: true, email: false, push: false },
        },
      },
      { token: user.token },
    );
    expect(first.statusCode).toBe(200);
    const expected = {
      ...defaultPreferences(),
      booking_cancelled: { inApp: false, email: false, push: true },
      support_reply: { inApp: true, email: false, push: false },
    };
    expect(first.json()).toEqual({ success: true, preferences: expected });
    await t.post(
      '/api/user-notifications/preferences',
      { preferences: { booking_cancelled: { inApp: true, email: false, push: false } } },
      { token: user.token },
    );
    const after = await t.get('/api/user-notifications/preferences', { token: user.token });
    expect(after.json().preferences).toEqual({
      ...expected,
      booking_cancelled: { inApp: true, email: false, push: false },
    });
    // Nobody else's changed.
    const other = await t.get('/api/user-notifications/preferences', { token: marc.token });
    expect(other.json().preferences).toEqual(defaultPreferences());
  });

  it('refuses a channel the type does not offer, an unknown type and a bad value, naming the field; nothing is saved', async () => {
    const user = await signedIn();
    const cases: Array<[unknown, string, string]> = [
      [
        {
          preferences: {
            booking_created: { inApp: false, email: false, push: false },
            support_reply: { inApp: true, email: true, push: true },
          },
        },
        'preferences.support_reply.push',
        '« Réponse de l’équipe Créneau » ne peut pas être envoyé par notification du navigateur.',
      ],
      [
        { preferences: { newsletter: { inApp: true, email: true, push: true } } },
        'preferences',
        'Type de notification inconnu : newsletter',
      ],
      [
        { preferences: { booking_created: { inApp: 'oui', email: true, push: true } } },
        'preferences.booking_created.inApp',
        'inApp doit valoir true ou false',
      ],
      [
        { preferences: { booking_created: { inApp: true, email: true } } },
        'preferences.booking_created.push',
        'push doit valoir true ou false',
      ],
      [
        { preferences: { booking_created: { inApp: true, email: true, push: true, sms: true } } },
        'preferences.booking_created',
        'Clé non reconnue : "sms"',
      ],
      [{}, 'preferences', 'Indiquez les préférences par type de notification'],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.post('/api/user-notifications/preferences', body, { token: user.token });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ success: false, code: 'VALIDATION', field });
      expect(response.json().message, field).toBe(message);
    }
    const after = await t.get('/api/user-notifications/preferences', { token: user.token });
    expect(after.json().preferences).toEqual(defaultPreferences());
  });
});
