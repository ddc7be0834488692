import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../../../test/app';
import { createProvider, localStart } from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import {
  addWaitlistEntry,
  bookPublicly,
  entryNow,
  localDay,
  offerWorld,
  type TOfferWorld,
} from '../../../test/waitlist-factories';
import { waitlistEntries } from '../../db/schema';

/** Issue 33 items 1, 3, 4 and 5 (ADR 0060): joining, leaving, the « plus tôt » alert, claiming, the provider's list. */
let t: TestApp;
let world: TOfferWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await offerWorld(t);
});
afterAll(() => t.close());

let emails = 0;
function joinBody(fields: Record<string, unknown> = {}, client: Record<string, unknown> = {}) {
  emails += 1;
  return {
    serviceId: world.service.id,
    from: localDay(t, 3),
    to: localDay(t, 5),
    client: { name: 'Jeanne Petit', email: `jeanne${emails}@exemple.fr`, phone: '06 12 34 56 78', ...client },
    consent: true,
    ...fields,
  };
}

function join(body: unknown, providerId = world.provider.id) {
  return t.post(`/api/public/providers/${providerId}/waitlist`, body, { ip: nextTestIp() });
}

async function joined(body = joinBody()): Promise<{ id: string; email: string }> {
  const response = await join(body);
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().entry.id, email: (body.client as { email: string }).email };
}

describe('joining', () => {
  it('stores the entry and e-mails a confirmation whose link leaves the list', async () => {
    const heard: string[] = [];
    t.deps.events.on('waitlist_changed', (e) => heard.push(e.entryId));
    const body = joinBody();
    const response = await join(body);
    expect(response.statusCode).toBe(201);
    const { entry } = response.json();
    expect(entry.status).toBe('waiting');
    expect(heard).toContain(entry.id);
    const mail = await t.lastEmailTo(body.client.email);
    expect(mail?.subject).toContain('Liste d’attente');
    expect(mail?.text).toContain('Salon Léa');
    const leave = linkIn(mail, '/waitlist/');
    expect(leave.pathname.split('/')[2]).toBe(entry.id);
    const token = leave.pathname.split('/')[3] ?? '';

    const view = await t.get(`/api/public/waitlist/${entry.id}?token=${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().entry).toMatchObject({
      id: entry.id,
      status: 'waiting',
      from: body.from,
      to: body.to,
      serviceName: 'Coupe',
      providerName: 'Salon Léa',
      bookingPath: world.provider.id,
    });
    const left = await t.post(`/api/public/waitlist/${entry.id}/leave`, { token });
    expect(left.json()).toEqual({ success: true, message: 'Vous avez quitté la liste d’attente.' });
    expect(await entryNow(t, entry.id)).toBeUndefined();
    const again = await t.post(`/api/public/waitlist/${entry.id}/leave`, { token });
    expect(again.json().message).toBe('Vous n’êtes plus sur cette liste d’attente.');
    const wrong = await t.post(`/api/public/waitlist/${entry.id}/leave`, { token: `${token.slice(1)}x` });
    expect(wrong.statusCode).toBe(404);
    expect((await t.get(`/api/public/waitlist/pas-un-id?token=${token}`)).statusCode).toBe(404);
  });

  it.each([
    ['the window reversed', { from: '2027-03-10', to: '2027-03-01' }, {}, 'to', 'La date de fin doit suivre'],
    ['over 60 days apart', { from: '2027-03-01', to: '2027-05-01' }, {}, 'to', '60 jours au plus'],
    ['no consent', { consent: false }, {}, 'consent', 'politique de confidentialité'],
    ['a bad e-mail', {}, { email: 'pas-une-adresse' }, 'client.email', 'Adresse email invalide'],
    ['a day that does not exist', { from: '2027-02-31' }, {}, 'from', 'doit exister'],
    ['a NUL byte in the name', {}, { name: 'Jea\u0000nne' }, 'client.name', 'client.name'],
    ['nested JSON for a date', { from: { $gt: '' } }, {}, 'from', ''],
    ['a past first day', { from: 'yesterday' }, {}, 'from', 'passée'],
  ] as Array<[string, Record<string, unknown>, Record<string, unknown>, string, string]>)(
    'refuses %s with a French 400 naming the field',
    async (_case, fields, client, field, words) => {
      // The app's clock is known only now: « yesterday » becomes its date.
      const body = joinBody(
        fields.from === 'yesterday' ? { ...fields, from: localDay(t, -1) } : fields,
        client,
      );
      const response = await join(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).toContain(words);
      expect(response.json().message).not.toMatch(/expected|invalid_type/i);
    },
  );

  it('refuses a window past the horizon, a second entry for the same days, an unknown service', async () => {
    const far = await join(joinBody({ from: localDay(t, 3), to: localDay(t, 61) }));
    expect(far.statusCode).toBe(400);
    expect(far.json().field).toBe('to');
    const first = joinBody();
    await joined(first);
    const twice = await join({
      ...first,
      client: { ...first.client, email: first.client.email.toUpperCase() },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      field: 'client.email',
      message: expect.stringContaining('déjà inscrit'),
    });
    const unknown = await join(joinBody({ serviceId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
  });

  it('asks for the phone when the service requires it', async () => {
    const phoneWorld = await offerWorld(t);
    await t.patch(
      `/api/services/${phoneWorld.service.id}`,
      { phoneRequired: true },
      { token: phoneWorld.provider.token },
    );
    const body = { ...joinBody({}, { phone: '' }), serviceId: phoneWorld.service.id };
    const response = await join(body, phoneWorld.provider.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'client.phone',
      message: expect.stringContaining('téléphone est requis'),
    });
  });

  it('answers a filled honeypot like a join and stores nothing', async () => {
    const body = joinBody({ website: 'https://spam.example' });
    const response = await join(body);
    expect(response.statusCode).toBe(201);
    const rows = await t.deps.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.clientEmail, body.client.email));
    expect(rows).toEqual([]);
    expect(await t.lastEmailTo(body.client.email)).toBeUndefined();
  });

  it('is closed when the provider turned it off, or has no DPA', async () => {
    const off = await offerWorld(t);
    const put = await t.put('/api/settings', { waitlistEnabled: false }, { token: off.provider.token });
    expect(put.json().settings?.waitlistEnabled ?? put.json().waitlistEnabled).toBe(false);
    const response = await join({ ...joinBody(), serviceId: off.service.id }, off.provider.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('n’est pas ouverte');
    const noDpa = await offerWorld(t, { dpa: false });
    const closed = await join({ ...joinBody(), serviceId: noDpa.service.id }, noDpa.provider.id);
    expect(closed.statusCode).toBe(409);
  });

  it('is rate-limited per address', async () => {
    const ip = nextTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await t.post(`/api/public/providers/${world.provider.id}/waitlist`, joinBody(), { ip })).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('claiming and the « plus tôt » alert', () => {
  it('a booking marks the client’s entry for that service and day booked, and leaves the others waiting', async () => {
    const mine = await joined(joinBody({ from: localDay(t, 2), to: localDay(t, 2) }));
    const later = await joined(joinBody({ from: localDay(t, 6), to: localDay(t, 6) }, { email: mine.email }));
    const other = await joined(joinBody({ from: localDay(t, 2), to: localDay(t, 2) }));
    await bookPublicly(t, world, localStart(t, 2, '10:00'), mine.email.toUpperCase());
    expect((await entryNow(t, mine.id))?.status).toBe('booked');
    expect((await entryNow(t, later.id))?.status).toBe('waiting');
    expect((await entryNow(t, other.id))?.status).toBe('waiting');
  });

  it('an alert ends the day before the booking, shows on the manage page, and a move into it books it', async () => {
    const booking = await bookPublicly(t, world, localStart(t, 9, '10:00'));
    const asked = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
    expect(asked.statusCode, asked.body).toBe(201);
    const entryId = asked.json().entry.id;
    const stored = await entryNow(t, entryId);
    expect([stored?.fromDay, stored?.toDay, stored?.bookingId]).toEqual([
      localDay(t, 0),
      localDay(t, 8),
      booking.id,
    ]);
    const twice = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
    expect(twice.statusCode).toBe(409);
    const view = await t.get(`/api/public/bookings/${booking.id}?token=${booking.token}`);
    expect(view.json().waitlist).toMatchObject({ entryId, to: localDay(t, 8) });
    const wrongToken = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: 'x' });
    expect(wrongToken.statusCode).toBe(404);

    const moved = await t.post(`/api/public/bookings/${booking.id}/reschedule`, {
      token: booking.token,
      start: localStart(t, 4, '10:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await entryNow(t, entryId))?.status).toBe('booked');
    // The alert's leave link works with the token the page was given.
    const leave = await t.post(`/api/public/waitlist/${entryId}/leave`, {
      token: view.json().waitlist.leaveToken,
    });
    expect(leave.statusCode).toBe(200);
  });

  it('an alert answered by a move leaves the manage page, and the client may ask again from the new day', async () => {
    const booking = await bookPublicly(t, world, localStart(t, 12, '10:00'));
    const asked = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
    const answered = asked.json().entry.id;
    const moved = await t.post(`/api/public/bookings/${booking.id}/reschedule`, {
      token: booking.token,
      start: localStart(t, 6, '10:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await entryNow(t, answered))?.status).toBe('booked');
    // Its window ended the day before the old appointment: the page must not show it as still on.
    const view = await t.get(`/api/public/bookings/${booking.id}?token=${booking.token}`);
    expect(view.json().waitlist).toBeNull();
    const again = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
    expect(again.statusCode, again.body).toBe(201);
    const renewed = await entryNow(t, again.json().entry.id);
    expect([renewed?.fromDay, renewed?.toDay, renewed?.status]).toEqual([
      localDay(t, 0),
      localDay(t, 5),
      'waiting',
    ]);
    expect(await entryNow(t, answered)).toBeUndefined();
    const shown = await t.get(`/api/public/bookings/${booking.id}?token=${booking.token}`);
    expect(shown.json().waitlist).toMatchObject({ entryId: renewed?.id, to: localDay(t, 5) });
  });

  it('an alert goes with its cancelled booking', async () => {
    const booking = await bookPublicly(t, world, localStart(t, 9, '10:00'));
    const asked = await t.post(`/api/public/bookings/${booking.id}/waitlist`, { token: booking.token });
    const entryId = asked.json().entry.id;
    const cancelled = await t.post(`/api/public/bookings/${booking.id}/cancel`, { token: booking.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await entryNow(t, entryId)).toBeUndefined();
  });
});

describe('the provider’s list', () => {
  it('lists by service in join order, filters by status, removes one; guests and other providers are refused', async () => {
    const other = await createProvider(t);
    const provider = await offerWorld(t);
    const a = await addWaitlistEntry(t.deps, {
      providerId: provider.provider.id,
      serviceId: provider.service.id,
      fromDay: localDay(t, 3),
      toDay: localDay(t, 4),
      name: 'Anne',
      createdAt: new Date(t.clock.now().getTime() - 60_000),
    });
    const b = await addWaitlistEntry(t.deps, {
      providerId: provider.provider.id,
      serviceId: provider.service.id,
      fromDay: localDay(t, 3),
      toDay: localDay(t, 3),
      name: 'Bruno',
      status: 'offered',
      offeredAt: t.clock.now(),
    });
    const list = await t.get('/api/waitlist', { token: provider.provider.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.map((e: { client: { name: string } }) => e.client.name)).toEqual([
      'Anne',
      'Bruno',
    ]);
    expect(list.json().entries[1]).toMatchObject({
      status: 'offered',
      bookingStart: null,
      serviceId: provider.service.id,
    });
    const offered = await t.get('/api/waitlist?status=offered', { token: provider.provider.token });
    expect(offered.json().entries.map((e: { id: string }) => e.id)).toEqual([b.id]);
    expect((await t.get('/api/waitlist?status=perdu', { token: provider.provider.token })).statusCode).toBe(
      400,
    );

    expect((await t.get('/api/waitlist')).statusCode).toBe(401);
    expect((await t.delete(`/api/waitlist/${a.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await t.get('/api/waitlist', { token: other.token })).json().entries).toEqual([]);
    const removed = await t.delete(`/api/waitlist/${a.id}`, { token: provider.provider.token });
    expect(removed.json()).toEqual({ success: true });
    expect(await entryNow(t, a.id)).toBeUndefined();
    expect((await t.delete(`/api/waitlist/${a.id}`, { token: provider.provider.token })).statusCode).toBe(
      404,
    );
  });

  it('goes into the provider’s export and the client’s export and erasure', async () => {
    const client = await joined(joinBody({}, { email: 'effacer.moi@exemple.fr' }));
    const exported = await t.get('/api/gdpr/clients/export?email=effacer.moi@exemple.fr', {
      token: world.provider.token,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(localDay(t, 3));
    const erased = await t.post(
      '/api/gdpr/clients/erase',
      { email: 'effacer.moi@exemple.fr' },
      {
        token: world.provider.token,
      },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await entryNow(t, client.id)).toBeUndefined();
  });
});
