import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, openEveryDay, saveSettings } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { createUser } from '../../../test/factories';
import { connectSocket, listenWithRealtime, nextEvent, type TTestSocket } from '../../../test/socket-client';
import { addWaitlistEntry, localDay } from '../../../test/waitlist-factories';
import {
  availabilityWeekly,
  bookingReminders,
  bookings,
  outboxEmails,
  providerSettings,
  sessions,
  users,
  waitlistEntries,
  webauthnCredentials,
} from '../../db/schema';
import { SESSION_MESSAGES } from '../../http/auth';
import { ACCOUNT_CLOSED_REASON, ANONYMISED_CLIENT_NAME } from '../bookings/api';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETION_DONE,
  ADMIN_DELETION_REFUSED,
  WRONG_PASSWORD,
} from './account-deletion';

let t: TestApp;
let server: { url: string; close(): Promise<void> };
const sockets: TTestSocket[] = [];

const emailsOf = (bookingId: string) =>
  t.deps.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId));

const deleteAccount = (token: string, payload: Record<string, string>) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  server = await listenWithRealtime(t.app, t.deps);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password (401 on the password field) and an administrator (403)', async () => {
    const lea = await createProvider(t);
    const wrong = await deleteAccount(lea.token, { password: 'pas-le-bon-mot' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: WRONG_PASSWORD, field: 'password' });
    expect((await t.get('/api/auth/profile', { token: lea.token })).statusCode).toBe(200);

    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    const refused = await deleteAccount(adminToken, { password: admin.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_DELETION_REFUSED);
  });

  it('stops password guessing after 5 attempts', async () => {
    const lea = await createProvider(t);
    for (let i = 0; i < 5; i += 1)
      expect((await deleteAccount(lea.token, { password: 'x' })).statusCode).toBe(401);
    expect((await deleteAccount(lea.token, { password: lea.password })).statusCode).toBe(429);
  });

  it('deletes the waitlist with the account, also on a service kept for its bookings', async () => {
    const lea = await createProvider(t);
    const booked = await createService(t.deps, lea.id, { name: 'Coupe' });
    const unused = await createService(t.deps, lea.id, { name: 'Brushing' });
    const start = new Date(t.clock.now().getTime() + 2 * DAY_MS);
    await insertBooking(t.deps, lea.id, booked.id, start, {
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
    });
    const [fromDay, toDay] = [localDay(t, 5), localDay(t, 7)];
    for (const serviceId of [booked.id, unused.id])
      await addWaitlistEntry(t.deps, {
        providerId: lea.id,
        serviceId,
        fromDay,
        toDay,
        email: 'attente@exemple.fr',
      });
    const other = await createProvider(t);
    const otherService = await createService(t.deps, other.id);
    await addWaitlistEntry(t.deps, { providerId: other.id, serviceId: otherService.id, fromDay, toDay });

    expect((await deleteAccount(lea.token, { password: lea.password })).statusCode).toBe(200);
    // The account row stays (emptied) and the booked service stays archived: no cascade removes
    // these clients' names and addresses, the erasure must.
    const left = await t.deps.database.db.select().from(waitlistEntries);
    expect(left.filter((e) => e.providerId === lea.id)).toEqual([]);
    expect(left.filter((e) => e.providerId === other.id)).toHaveLength(1);
  });

  it('cancels the upcoming appointments, e-mails their customers and tells the public calendar', async () => {
    const lea = await createProvider(t, { displayName: 'Salon Léa' });
    const service = await createService(t.deps, lea.id);
    const now = t.clock.now().getTime();
    const upcoming = await insertBooking(t.deps, lea.id, service.id, new Date(now + 2 * DAY_MS), {
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
    });
    const noAddress = await insertBooking(t.deps, lea.id, service.id, new Date(now + 4 * DAY_MS), {
      name: 'Paul Sanmail',
      phone: '06 00 00 00 00',
    });
    const past = await insertBooking(t.deps, lea.id, service.id, new Date(now - 2 * DAY_MS), {
      name: 'Ancien Client',
      email: 'ancien@exemple.fr',
    });
    const alreadyCancelled = await insertBooking(
      t.deps,
      lea.id,
      service.id,
      new Date(now + 5 * DAY_MS),
      { name: 'Déjà Annulé', email: 'annule@exemple.fr' },
      'cancelled',
    );

    const visitor = await connectSocket(server.url);
    sockets.push(visitor);
    expect(await visitor.emitWithAck('subscribe_calendar', { calendarId: lea.id })).toEqual({ ok: true });
    const deletedEvents = new Promise<unknown[]>((resolve) => {
      const seen: unknown[] = [];
      visitor.on('booking_deleted', (event) => {
        seen.push(event);
        if (seen.length === 2) resolve(seen);
      });
    });

    expect((await deleteAccount(lea.token, { password: lea.password })).statusCode).toBe(200);

    const [email, ...others] = await emailsOf(upcoming.id);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ kind: 'booking_cancelled_client', toAddress: 'jeanne@exemple.fr' });
    expect(email?.subject).toMatch(/^Rendez-vous annulé — /);
    expect(email?.text).toContain('Bonjour Jeanne Petit,');
    expect(email?.text).toContain('Salon Léa a annulé votre rendez-vous.');
    expect(email?.text).toContain(ACCOUNT_CLOSED_REASON);
    // The booking page is gone: no link to book again.
    expect(email?.text).not.toContain('Reprendre rendez-vous');
    const [ics] = email?.attachments ?? [];
    expect(ics?.contentType).toContain('method=CANCEL');
    const icsText = Buffer.from(ics?.contentBase64 ?? '', 'base64').toString('utf8');
    expect(icsText).toContain('METHOD:CANCEL');
    expect(icsText).toContain('SEQUENCE:1');
    for (const other of [noAddress, past, alreadyCancelled]) expect(await emailsOf(other.id)).toEqual([]);

    const db = t.deps.database.db;
    const statusOf = async (id: string) =>
      (await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
    expect(await statusOf(upcoming.id)).toBe('cancelled');
    expect(await statusOf(noAddress.id)).toBe('cancelled');
    expect(await statusOf(past.id)).toBe('confirmed');
    const reminders = await db
      .select({ status: bookingReminders.status })
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, upcoming.id));
    expect(reminders).toEqual([{ status: 'cancelled' }]);

    const events = await deletedEvents;
    expect(events).toEqual(
      expect.arrayContaining(
        [upcoming, noAddress].map((b) => ({
          id: b.id,
          start: b.startAt.toISOString(),
          end: b.endAt.toISOString(),
          status: 'cancelled',
        })),
      ),
    );
  });

  it('closes every session at once, anonymises the data, forbids login and tells the sockets', async () => {
    const lea = await createProvider(t, { displayName: 'Salon Léa' });
    const otherToken = await t.login(lea.email, lea.password);
    const service = await createService(t.deps, lea.id);
    await openEveryDay(t.deps, lea.id);
    await saveSettings(t.deps, lea.id, { dataRetentionDays: 90 });
    const now = t.clock.now().getTime();
    const future = await insertBooking(t.deps, lea.id, service.id, new Date(now + 3 * DAY_MS), {
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
      phone: '06 12 34 56 78',
      note: 'Allergie',
    });
    const bystander = await createProvider(t);
    const bystanderService = await createService(t.deps, bystander.id);
    const kept = await insertBooking(t.deps, bystander.id, bystanderService.id, new Date(now + DAY_MS), {
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
    });
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${lea.token}` },
      payload: {
        serviceId: service.id,
        start: new Date(now + 5 * DAY_MS).toISOString(),
        client: { name: 'Paul Durand', email: 'paul@exemple.fr', phone: '' },
        notifyClient: true,
      },
    });
    expect(manual.statusCode).toBe(201);

    const socket = await connectSocket(server.url);
    sockets.push(socket);
    const authenticated = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', { token: otherToken });
    await authenticated;
    const told = nextEvent(socket, 'user_account_deleted');

    await t.deps.database.db.insert(webauthnCredentials).values({
      id: 'cle-de-lea',
      userId: lea.id,
      publicKey: Buffer.from([1, 2, 3]),
      deviceType: 'multiDevice',
      name: 'iPhone de Léa',
    });

    const response = await deleteAccount(lea.token, { password: lea.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_DELETION_DONE });
    expect(await told).toEqual({ userId: lea.id, message: ACCOUNT_DELETED_MESSAGE });

    for (const token of [lea.token, otherToken]) {
      const after = await t.get('/api/auth/profile', { token });
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(SESSION_MESSAGES.invalid);
    }
    const login = await t.post('/api/auth/login', { email: lea.email, password: lea.password });
    expect(login.statusCode).toBe(401);

    const db = t.deps.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, lea.id));
    expect(row).toMatchObject({
      email: `supprime-${lea.id}@invalid`,
      name: 'Compte supprimé',
      nom: null,
      siret: null,
      adresse: null,
      telephone: null,
    });
    expect(row?.passwordHash).not.toContain('argon2');
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // The booking page is gone with the account.
    expect((await t.app.inject({ url: `/api/public/providers/${lea.id}` })).statusCode).toBe(404);
    // Sessions go with the account, and the addresses and browsers they recorded with them.
    expect(await db.select().from(sessions).where(eq(sessions.userId, lea.id))).toEqual([]);
    // So do the passkeys: their names and public keys.
    expect(await db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, lea.id))).toEqual(
      [],
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, future.id));
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
      sequence: 1,
      clientName: ANONYMISED_CLIENT_NAME,
      clientEmail: '',
      clientPhone: '',
      note: '',
    });
    const reminders = await db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, future.id));
    expect(reminders.map((r) => r.status)).toEqual(['cancelled']);
    expect(
      await db.select().from(availabilityWeekly).where(eq(availabilityWeekly.providerId, lea.id)),
    ).toEqual([]);
    expect(await db.select().from(providerSettings).where(eq(providerSettings.providerId, lea.id))).toEqual(
      [],
    );
    // The e-mails her requests queued no longer say it was her; what kind of request it was stays.
    const triggers = await db
      .select({ user: outboxEmails.triggeredByUserId, kind: outboxEmails.triggerKind })
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, manual.json().booking.id));
    expect(triggers).toEqual(
      expect.arrayContaining([
        { user: null, kind: 'manual_booking' },
        { user: null, kind: 'account_deletion' },
      ]),
    );
    const [other] = await db.select().from(bookings).where(eq(bookings.id, kept.id));
    expect(other).toMatchObject({ clientName: 'Jeanne Petit', clientEmail: 'jeanne@exemple.fr' });
  });
});
