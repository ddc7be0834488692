import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, type TTestProvider } from '../../../test/booking-factories';
import { connectRadicale, foreignEvent } from '../../../test/caldav-world';
import { type Radicale, startRadicale } from '../../../test/radicale';
import { calendarBusy, calendarConnections, calendarSyncCalendars } from '../../db/schema';
import { eraseAccount } from '../gdpr/api';
import { CONNECT_MESSAGES } from './connect';

let t: TestApp;
let strict: TestApp;
let radicale: Radicale;
let lea: TTestProvider;
let marc: TTestProvider;
let workUrl: string;

beforeAll(async () => {
  radicale = await startRadicale();
  workUrl = await radicale.makeCalendar('travail', 'Travail');
  await radicale.makeCalendar('perso', 'Perso');
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  strict = await createTestApp();
  lea = await createProvider(t);
  marc = await createProvider(t, { displayName: 'Cabinet Marc' });
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
  await radicale?.stop();
});

const connectionsOf = (providerId: string) =>
  t.deps.database.db.select().from(calendarConnections).where(eq(calendarConnections.providerId, providerId));

describe('POST /api/calendar-sync', () => {
  it('finds the account’s calendars, all checked for conflicts, and never gives the password back', async () => {
    const connection = await connectRadicale(t, lea, radicale);
    expect(connection.status).toBe('ok');
    expect(connection.calendars.map((c) => [c.name, c.checkConflicts, c.writeBookings]).sort()).toEqual([
      ['Perso', true, false],
      ['Travail', true, false],
    ]);
    const listed = await t.get('/api/calendar-sync', { token: lea.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(radicale.password);
    const [row] = await connectionsOf(lea.id);
    expect(row?.passwordEncrypted).not.toContain(radicale.password);
    expect(Buffer.from(row?.passwordEncrypted ?? '', 'base64url').toString('latin1')).not.toContain(
      radicale.password,
    );
    // The same account twice is refused.
    const again = await t.post(
      '/api/calendar-sync',
      { serverUrl: radicale.url, username: radicale.username, password: radicale.password },
      { token: lea.token },
    );
    expect(again.statusCode).toBe(409);
  });

  it('answers 422 CALDAV_AUTH to a wrong password and saves nothing', async () => {
    const response = await t.post(
      '/api/calendar-sync',
      { serverUrl: radicale.url, username: radicale.username, password: 'pas-le-bon' },
      { token: marc.token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'CALDAV_AUTH', message: expect.stringMatching(/refusé/) });
    expect(await connectionsOf(marc.id)).toEqual([]);
  });

  it('answers 422 CALDAV_UNREACHABLE when nothing listens, in French', async () => {
    const response = await t.post(
      '/api/calendar-sync',
      { serverUrl: 'http://127.0.0.1:9', username: 'marc', password: 'secret' },
      { token: marc.token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('CALDAV_UNREACHABLE');
    expect(response.json().message).toMatch(/serveur|connexion/i);
    expect(await connectionsOf(marc.id)).toEqual([]);
  });

  it('refuses plain http and private addresses unless the instance allows them', async () => {
    const provider = await createProvider(strict);
    const http = await strict.post(
      '/api/calendar-sync',
      { serverUrl: radicale.url, username: 'x', password: 'y' },
      { token: provider.token },
    );
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ field: 'serverUrl', message: CONNECT_MESSAGES.httpsOnly });
    const privateAddress = await strict.post(
      '/api/calendar-sync',
      { serverUrl: radicale.url.replace('http://', 'https://'), username: 'x', password: 'y' },
      { token: provider.token },
    );
    expect(privateAddress.statusCode).toBe(400);
    expect(privateAddress.json()).toMatchObject({
      field: 'serverUrl',
      message: expect.stringMatching(/privée/),
    });
  });

  it('names the field of bad input: missing, NUL byte, too long', async () => {
    const send = (body: object) => t.post('/api/calendar-sync', body, { token: marc.token });
    const missing = await send({ serverUrl: radicale.url, username: 'marc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('password');
    const nul = await send({ serverUrl: radicale.url, username: 'ma\u0000rc', password: 'x' });
    expect(nul.statusCode).toBe(400);
    const long = await send({ serverUrl: `https://${'a'.repeat(600)}.fr`, username: 'marc', password: 'x' });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('serverUrl');
  });
});

describe('one provider’s connection is nobody else’s', () => {
  it('answers 404 to another provider on every route, and refuses two writers in one request', async () => {
    const [own] = await connectionsOf(lea.id);
    const id = own?.id ?? '';
    expect(
      (await t.patch(`/api/calendar-sync/${id}`, { showTitles: true }, { token: marc.token })).statusCode,
    ).toBe(404);
    expect((await t.post(`/api/calendar-sync/${id}/refresh`, {}, { token: marc.token })).statusCode).toBe(
      404,
    );
    expect((await t.delete(`/api/calendar-sync/${id}`, { token: marc.token })).statusCode).toBe(404);
    const calendars = await t.deps.database.db
      .select()
      .from(calendarSyncCalendars)
      .where(eq(calendarSyncCalendars.connectionId, id));
    const both = calendars.map((c) => ({ id: c.id, checkConflicts: true, writeBookings: true }));
    const twoWriters = await t.patch(`/api/calendar-sync/${id}`, { calendars: both }, { token: lea.token });
    expect(twoWriters.statusCode).toBe(400);
    expect(twoWriters.json().field).toBe('calendars');
  });
});

describe('the copy goes with the connection, and with the account', () => {
  it('syncs, exports without the password, deletes the busy copy with the connection', async () => {
    const start = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    await radicale.putEvent(
      workUrl,
      'dentiste',
      foreignEvent('dentiste-1', start, new Date(start.getTime() + 3_600_000)),
    );
    await t.runJobs(['caldav.sync']);
    const busy = () =>
      t.deps.database.db.select().from(calendarBusy).where(eq(calendarBusy.providerId, lea.id));
    expect(await busy()).toHaveLength(1);

    const exported = await t.get('/api/gdpr/export', { token: lea.token });
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const sync = strFromU8(files['synchronisation-agenda.json'] ?? new Uint8Array());
    expect(JSON.parse(sync)).toMatchObject({
      connections: [{ username: radicale.username }],
      busy: [{ allDay: false }],
    });
    expect(sync).not.toContain(radicale.password);
    expect(sync).not.toMatch(/password/i);

    const [own] = await connectionsOf(lea.id);
    expect((await t.delete(`/api/calendar-sync/${own?.id}`, { token: lea.token })).statusCode).toBe(204);
    expect(await busy()).toEqual([]);
    expect(await connectionsOf(lea.id)).toEqual([]);
  });

  it('erases the accounts and their copy with the provider’s account', async () => {
    const rose = await createProvider(t, { displayName: 'Atelier Rose' });
    await connectRadicale(t, rose, radicale);
    await t.runJobs(['caldav.sync']);
    await eraseAccount(t.deps, rose.id);
    expect(await connectionsOf(rose.id)).toEqual([]);
    expect(
      await t.deps.database.db.select().from(calendarBusy).where(eq(calendarBusy.providerId, rose.id)),
    ).toEqual([]);
  });
});
