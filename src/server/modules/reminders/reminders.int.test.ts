import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  saveSettings,
  type TTestProvider,
} from '../../../test/booking-factories';
import { bookingReminders, outboxEmails } from '../../db/schema';
import { startWorkers, type TWorkers } from '../../jobs/start-jobs';
import { createManual, dispatchThroughQueue, recordingLog } from './test-support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let workers: TWorkers;
let provider: TTestProvider;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  serviceId = (await createService(t.deps, provider.id)).id;
  await saveSettings(t.deps, provider.id, { reminderOffsetsMinutes: [1440, 60] });
  workers = await startWorkers(t.deps, { log: recordingLog(), ticks: false, pollingIntervalSeconds: 0.5 });
});
// Sessions expire with the test clock: each test starts at the real time again.
afterEach(() => t.clock.set(new Date()));
afterAll(async () => {
  await workers?.close();
  await t?.close();
});

const inHours = (hours: number) =>
  new Date(Math.floor((t.clock.now().getTime() + hours * HOUR) / MINUTE) * MINUTE);

function remindersOf(bookingId: string) {
  return t.deps.database.db
    .select()
    .from(bookingReminders)
    .where(eq(bookingReminders.bookingId, bookingId))
    .orderBy(asc(bookingReminders.dueAt), asc(bookingReminders.createdAt));
}

function remindersSentTo(address: string) {
  return t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .then((rows) => rows.filter((r) => r.kind === 'booking_reminder'));
}

function patch(bookingId: string, body: object) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${bookingId}`,
    payload: body,
    headers: { authorization: `Bearer ${provider.token}` },
  });
}

describe('reminder scheduling', () => {
  it('schedules one pending reminder per offset at start − offset', async () => {
    const start = inHours(72);
    const booking = await createManual(t, provider.token, serviceId, start, 'planif@exemple.fr');
    const rows = await remindersOf(booking.id);
    expect(rows.map((r) => [r.offsetMinutes, r.dueAt.getTime(), r.status])).toEqual([
      [1440, start.getTime() - 1440 * MINUTE, 'pending'],
      [60, start.getTime() - 60 * MINUTE, 'pending'],
    ]);
  });

  it('gives a booking made inside a reminder window no late reminder', async () => {
    const inTwoHours = await createManual(t, provider.token, serviceId, inHours(2), 'fenetre@exemple.fr');
    expect((await remindersOf(inTwoHours.id)).map((r) => r.offsetMinutes)).toEqual([60]);
    const inHalfAnHour = await createManual(
      t,
      provider.token,
      serviceId,
      inHours(0.5),
      'fenetre2@exemple.fr',
    );
    expect(await remindersOf(inHalfAnHour.id)).toEqual([]);
  });

  it('schedules nothing for a client without e-mail', async () => {
    const booking = await createManual(t, provider.token, serviceId, inHours(100), '');
    expect(await remindersOf(booking.id)).toEqual([]);
  });

  it('moves the reminders with the booking, and back again', async () => {
    const start = inHours(120);
    const booking = await createManual(t, provider.token, serviceId, start, 'deplace@exemple.fr');
    const moved = inHours(150);
    expect((await patch(booking.id, { start: moved.toISOString() })).statusCode).toBe(200);
    let rows = await remindersOf(booking.id);
    expect(rows.filter((r) => r.status === 'pending').map((r) => r.dueAt.getTime())).toEqual([
      moved.getTime() - 1440 * MINUTE,
      moved.getTime() - 60 * MINUTE,
    ]);
    expect(rows.filter((r) => r.status === 'cancelled').map((r) => r.dueAt.getTime())).toEqual([
      start.getTime() - 1440 * MINUTE,
      start.getTime() - 60 * MINUTE,
    ]);
    expect((await patch(booking.id, { start: start.toISOString() })).statusCode).toBe(200);
    rows = await remindersOf(booking.id);
    expect(rows.filter((r) => r.status === 'pending').map((r) => r.dueAt.getTime())).toEqual([
      start.getTime() - 1440 * MINUTE,
      start.getTime() - 60 * MINUTE,
    ]);
  });

  it('drops the reminders of a cancelled booking', async () => {
    const booking = await createManual(t, provider.token, serviceId, inHours(200), 'annule@exemple.fr');
    expect((await patch(booking.id, { status: 'cancelled' })).statusCode).toBe(200);
    const rows = await remindersOf(booking.id);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('reminder dispatch through the queue', () => {
  it('sends each reminder once, when due, with the summary and the .ics', async () => {
    const start = inHours(30);
    const address = 'rappel@exemple.fr';
    const booking = await createManual(t, provider.token, serviceId, start, address);
    await dispatchThroughQueue(t.deps.jobs);
    expect(await remindersSentTo(address)).toEqual([]);

    t.clock.set(new Date(start.getTime() - 1440 * MINUTE + 1000));
    await dispatchThroughQueue(t.deps.jobs);
    const [first, ...others] = await remindersSentTo(address);
    expect(others).toEqual([]);
    expect(first?.subject).toMatch(/^Rappel : votre rendez-vous du \S+ \d+(er)? \S+ à \d{2}:\d{2}$/);
    expect(first?.text).toContain('3 rue des Lilas, 75011 Paris');
    // The client's own link, rebuilt from the sealed token: it opens this booking. Sent as the
    // default 24 h notice ends, the reminder offers no cancel link any more (issue 30).
    const manageLink = new RegExp(`/booking/${provider.id}/([\\w-]+)`).exec(first?.text ?? '');
    expect(manageLink, 'lien du rendez-vous dans le rappel').not.toBeNull();
    const opened = await t.app.inject({ url: `/api/public/bookings/by-token/${manageLink?.[1]}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().booking.id).toBe(booking.id);
    expect(first?.text).not.toContain(`/cancel-booking/${booking.id}/`);
    expect(first?.bookingId).toBe(booking.id);
    const ics = Buffer.from(first?.attachments[0]?.contentBase64 ?? '', 'base64').toString();
    expect(ics).toContain('BEGIN:VEVENT');
    const rows = await remindersOf(booking.id);
    expect(rows.map((r) => [r.offsetMinutes, r.status, r.outboxEmailId])).toEqual([
      [1440, 'sent', first?.id],
      [60, 'pending', null],
    ]);

    await dispatchThroughQueue(t.deps.jobs);
    expect(await remindersSentTo(address)).toHaveLength(1);

    t.clock.set(new Date(start.getTime() - 30 * MINUTE));
    await dispatchThroughQueue(t.deps.jobs);
    await dispatchThroughQueue(t.deps.jobs);
    expect(await remindersSentTo(address)).toHaveLength(2);
  });

  it('skips a reminder whose appointment has passed (after downtime)', async () => {
    const start = inHours(48);
    const address = 'passe@exemple.fr';
    const booking = await createManual(t, provider.token, serviceId, start, address);
    t.clock.set(new Date(start.getTime() + MINUTE));
    await dispatchThroughQueue(t.deps.jobs);
    expect(await remindersSentTo(address)).toEqual([]);
    expect((await remindersOf(booking.id)).map((r) => r.status)).toEqual(['skipped', 'skipped']);
  });
});
