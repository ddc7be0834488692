import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBooking } from '../../../shared/schemas/booking';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  localStart,
  type TTestProvider,
} from '../../../test/booking-factories';
import { createUser } from '../../../test/factories';

let t: TestApp;
let lea: TTestProvider;
let other: TTestProvider;
let serviceId: string;
const ids: Record<string, string> = {};

/** A manual booking `days` from now at 10:00 (out of opening hours is fine for the provider). */
async function book(days: number, client: { name: string; email?: string; phone?: string }, note = '') {
  const response = await t.post(
    '/api/bookings',
    {
      serviceId,
      start: localStart(t, days, '10:00'),
      client: { email: '', phone: '', ...client },
      note,
      notifyClient: false,
    },
    { token: lea.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ booking: TBooking }>().booking;
}

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t, { displayName: 'Salon Léa' });
  other = await createProvider(t, { displayName: 'Cabinet Martin' });
  serviceId = (await createService(t.deps, lea.id, { name: 'Coupe & brushing', durationMinutes: 30 })).id;
  ids.elodie = (
    await book(
      1,
      { name: 'Élodie Lefèvre', email: 'elodie@exemple.fr', phone: '06.12.34.56.78' },
      'Cheveux longs; frange',
    )
  ).id;
  ids.marc = (await book(2, { name: 'Marc Dupont', email: 'MARC.D@exemple.fr' })).id;
  ids.formula = (await book(3, { name: '=HYPERLINK("http://x","clic")', phone: '+44 20 7946 0958' })).id;
  for (let day = 4; day <= 10; day += 1) ids[`page${day}`] = (await book(day, { name: `Client ${day}` })).id;
});
afterAll(() => t.close());

const listUrl = (query: Record<string, string>) => `/api/bookings?${new URLSearchParams(query).toString()}`;
const names = (body: { bookings: TBooking[] }) => body.bookings.map((b) => b.client.name);
const from = () => localStart(t, 0, '00:00');
const to = () => localStart(t, 30, '00:00');

describe('GET /api/bookings: search by client', () => {
  it('finds a client by name, case and accents ignored, trimmed', async () => {
    for (const q of ['elodie', '  ÉLODIE ', 'lefevre', 'Lefèvre']) {
      const response = await t.get(listUrl({ from: from(), to: to(), q }), { token: lea.token });
      expect(response.statusCode).toBe(200);
      expect(names(response.json()), q).toEqual(['Élodie Lefèvre']);
    }
  });

  it('finds a client by e-mail and by phone digits, and a wildcard is only a character', async () => {
    const byEmail = await t.get(listUrl({ q: 'marc.d@' }), { token: lea.token });
    expect(names(byEmail.json())).toEqual(['Marc Dupont']);
    const byPhone = await t.get(listUrl({ q: '0612 34' }), { token: lea.token });
    expect(names(byPhone.json())).toEqual(['Élodie Lefèvre']);
    const wildcard = await t.get(listUrl({ q: '%' }), { token: lea.token });
    expect(names(wildcard.json())).toEqual([]);
  });

  it('keeps the answer as it was without the new parameters: no cursor, every booking', async () => {
    const body = (await t.get(listUrl({ from: from(), to: to() }), { token: lea.token })).json();
    expect(body.bookings).toHaveLength(10);
    expect(body).not.toHaveProperty('nextCursor');
  });

  it('shows another provider none of them', async () => {
    const body = (await t.get(listUrl({ q: 'elodie' }), { token: other.token })).json();
    expect(body.bookings).toEqual([]);
  });

  it('refuses bad input with a French 400 naming the field', async () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ q: 'a'.repeat(101) }, 'q', /100 caractères/],
      [{ q: 'jean\u0000ne' }, 'q', /caractère nul/],
      [{ from: to(), to: from() }, 'to', /ne peut pas précéder/],
      [{ from: '2026-01-01T00:00:00Z', to: '2028-06-01T00:00:00Z' }, 'to', /deux ans au plus/],
      [{ limit: '0' }, 'limit', /entre 1 et 100/],
      [{ limit: 'dix' }, 'limit', /nombre/],
      [{ limit: '5', cursor: 'pas-un-curseur' }, 'cursor', /curseur/],
    ];
    for (const [query, field, message] of cases) {
      const response = await t.get(listUrl(query), { token: lea.token });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('GET /api/bookings: pages', () => {
  it('walks every booking once, in order, page by page', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const query: Record<string, string> = { from: from(), to: to(), limit: '3' };
      if (cursor) query.cursor = cursor;
      const body = (await t.get(listUrl(query), { token: lea.token })).json();
      expect(body.bookings.length).toBeLessThanOrEqual(3);
      seen.push(...body.bookings.map((b: TBooking) => b.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await t.get(listUrl({ from: from(), to: to() }), { token: lea.token })).json();
    expect(seen).toEqual(all.bookings.map((b: TBooking) => b.id));
  });

  it('walks back from the latest with order=desc, each booking once', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const query: Record<string, string> = { from: from(), to: to(), limit: '4', order: 'desc' };
      if (cursor) query.cursor = cursor;
      const body = (await t.get(listUrl(query), { token: lea.token })).json();
      seen.push(...body.bookings.map((b: TBooking) => b.id));
      cursor = body.nextCursor;
    } while (cursor);
    const all = (await t.get(listUrl({ from: from(), to: to() }), { token: lea.token })).json();
    expect(seen).toEqual(all.bookings.map((b: TBooking) => b.id).reverse());
    const bad = await t.get(listUrl({ order: 'récent' }), { token: lea.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('order');
  });

  it('answers nextCursor null on the last page', async () => {
    const body = (await t.get(listUrl({ q: 'elodie', limit: '5' }), { token: lea.token })).json();
    expect(names(body)).toEqual(['Élodie Lefèvre']);
    expect(body.nextCursor).toBeNull();
  });
});

describe('GET /api/bookings/export.csv', () => {
  const exportUrl = (query: Record<string, string>) =>
    `/api/bookings/export.csv?${new URLSearchParams(query).toString()}`;

  it('writes the filtered list in French, as a download named after today', async () => {
    const response = await t.get(exportUrl({ from: from(), to: to(), q: 'elodie' }), { token: lea.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = t.clock.now().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="rendez-vous-${today}.csv"`);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date;Heure;Fin;Prestation;Client;E-mail;Téléphone;Statut;Source;Note');
    // Typed « 06.12.34.56.78 »: the file shows it as every screen does (issue 37).
    const start = new Date(localStart(t, 1, '10:00'));
    const day = start.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    expect(lines.slice(1)).toEqual([
      `${day};10:00;10:30;Coupe & brushing;Élodie Lefèvre;elodie@exemple.fr;06 12 34 56 78;Confirmé;Manuel;"Cheveux longs; frange"`,
    ]);
  });

  it('neutralises a client name that would run as a formula, and keeps an international phone as typed', async () => {
    const response = await t.get(exportUrl({ q: 'hyperlink' }), { token: lea.token });
    const row = response.body.slice(1).trimEnd().split('\r\n')[1];
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""clic"")"`);
    expect(row).toContain(';+44 20 7946 0958;');
  });

  it('follows the status filter and shows the app’s French status', async () => {
    const cancel = await t.post(
      `/api/bookings/${ids.marc}/cancel`,
      { notifyClient: false },
      { token: lea.token },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const response = await t.get(exportUrl({ status: 'cancelled' }), { token: lea.token });
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Marc Dupont;MARC.D@exemple.fr;;Annulé;Manuel;');
  });

  it('gives another provider only their own (an empty file) and refuses the guest', async () => {
    const mine = await t.get(exportUrl({}), { token: other.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
    expect((await t.get(exportUrl({}))).statusCode).toBe(401);
  });

  it('refuses an administrator acting as the provider (owner only, issue 30)', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    expect((await t.get(exportUrl({}), { token: adminToken })).statusCode).toBe(403);
    const started = await t.post(
      `/api/admin/users/${lea.id}/impersonate`,
      { reason: 'Aide à l’export' },
      { token: adminToken },
    );
    const token = started.json<{ token: string }>().token;
    expect((await t.get(listUrl({ q: 'elodie' }), { token })).statusCode).toBe(200);
    const refused = await t.get(exportUrl({}), { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('IMPERSONATION_FORBIDDEN');
  });

  it('refuses bad filters like the list does', async () => {
    const response = await t.get(exportUrl({ from: to(), to: from() }), { token: lea.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('to');
  });
});
