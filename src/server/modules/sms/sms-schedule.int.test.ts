import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMS_UNAVAILABLE_TEXT } from '../../../shared/schemas/sms';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookingBody, localStart, openEveryDay } from '../../../test/booking-factories';
import { type BrevoStandIn, startBrevoStandIn } from '../../../test/brevo-stand-in';
import { createUser, nextTestIp } from '../../../test/factories';
import { bookFor, createSmsProvider, smsOf, type TSmsProvider } from './test-support';

const MINUTE = 60_000;
let t: TestApp;
let brevo: BrevoStandIn;
let lea: TSmsProvider;

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  t = await createTestApp({ env: brevo.env });
  lea = await createSmsProvider(t, 10);
});
afterEach(() => t.clock.set(new Date()));
afterAll(async () => {
  await t?.close();
  await brevo?.close();
});

const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' });

describe('scheduling an SMS reminder with the booking', () => {
  it('schedules one SMS to a French mobile at the longest reminder offset, in E.164', async () => {
    const start = localStart(t, 3, '15:00');
    const booking = await bookFor(t, lea, start, '+33 6 12 34 56 78');
    const rows = await smsOf(t, booking.id);
    expect(rows.map((r) => [r.offsetMinutes, r.dueAt.toISOString(), r.recipient, r.status])).toEqual([
      [1440, new Date(Date.parse(start) - 1440 * MINUTE).toISOString(), '+33612345678', 'pending'],
    ]);
  });

  it('schedules it for a client who books on the public page', async () => {
    await openEveryDay(t.deps, lea.id);
    const start = localStart(t, 12, '15:00');
    const response = await t.post(
      `/api/public/providers/${lea.id}/bookings`,
      bookingBody(lea.serviceId, start),
      {
        ip: nextTestIp(),
      },
    );
    expect(response.statusCode).toBe(201);
    const rows = await smsOf(t, response.json().booking.id);
    expect(rows.map((r) => [r.offsetMinutes, r.recipient, r.status])).toEqual([
      [1440, '+33612345678', 'pending'],
    ]);
  });

  it('gives landlines and foreign numbers no SMS (the e-mail only)', async () => {
    for (const [i, phone] of ['01 40 00 00 00', '+32 470 12 34 56', ''].entries()) {
      const booking = await bookFor(t, lea, localStart(t, 4, `1${i}:00`), phone);
      expect(await smsOf(t, booking.id)).toEqual([]);
    }
  });

  it('schedules nothing while the setting is off, and takes the provider’s own offset', async () => {
    const off = await createSmsProvider(t, 10, { smsReminders: false });
    expect(await smsOf(t, (await bookFor(t, off, localStart(t, 3, '15:00'))).id)).toEqual([]);
    const own = await createSmsProvider(t, 10, { smsReminderOffsetMinutes: 180 });
    const rows = await smsOf(t, (await bookFor(t, own, localStart(t, 3, '15:00'))).id);
    expect(rows.map((r) => r.offsetMinutes)).toEqual([180]);
  });

  it('takes the longest offset still ahead, and none when none is', async () => {
    // In 10 days at 15:00 with the clock at 16:00 the day before: 24 hours is behind, 2 hours ahead.
    const [dayBefore, start] = [localStart(t, 9, '16:00'), localStart(t, 10, '15:00')];
    const [sameDay, soon] = [localStart(t, 10, '16:00'), localStart(t, 10, '17:30')];
    // Signed in again at each time: a session lives by the clock.
    const at = async (instant: string) => {
      t.clock.set(new Date(instant));
      return { ...lea, token: await t.login(lea.email, lea.password) };
    };
    const rows = await smsOf(t, (await bookFor(t, await at(dayBefore), start)).id);
    expect(rows.map((r) => r.offsetMinutes)).toEqual([120]);
    // 17:30 with the clock at 16:00: 15:30 is behind.
    expect(await smsOf(t, (await bookFor(t, await at(sameDay), soon)).id)).toEqual([]);
  });

  it('moves a quiet-hours SMS to 20:00 the evening before', async () => {
    const night = await createSmsProvider(t, 10, { reminderOffsetsMinutes: [14 * 60] });
    const start = localStart(t, 3, '11:00');
    const [row] = await smsOf(t, (await bookFor(t, night, start)).id);
    const due = DateTime.fromJSDate(row?.dueAt ?? new Date(0), { zone: 'Europe/Paris' });
    expect(due.toFormat('HH:mm')).toBe('20:00');
    expect(due.plus({ days: 1 }).hasSame(paris(start), 'day')).toBe(true);
  });

  it('cancels the SMS with the booking, and moves it with a reschedule', async () => {
    const cancelled = await bookFor(t, lea, localStart(t, 5, '15:00'));
    const cancel = await t.patch(
      `/api/bookings/${cancelled.id}`,
      { status: 'cancelled' },
      { token: lea.token },
    );
    expect(cancel.statusCode).toBe(200);
    expect((await smsOf(t, cancelled.id)).map((r) => r.status)).toEqual(['cancelled']);

    const moved = await bookFor(t, lea, localStart(t, 6, '15:00'));
    const newStart = localStart(t, 7, '16:00');
    const move = await t.patch(`/api/bookings/${moved.id}`, { start: newStart }, { token: lea.token });
    expect(move.statusCode).toBe(200);
    const rows = await smsOf(t, moved.id);
    expect(rows.map((r) => [r.status, r.dueAt.toISOString()])).toEqual([
      ['cancelled', new Date(Date.parse(localStart(t, 6, '15:00')) - 1440 * MINUTE).toISOString()],
      ['pending', new Date(Date.parse(newStart) - 1440 * MINUTE).toISOString()],
    ]);
  });
});

describe('what the provider and the booking page see', () => {
  it('GET /api/sms says SMS are available, through Brevo; only to a provider', async () => {
    const response = await t.get('/api/sms', { token: lea.token });
    expect(response.json()).toEqual({ success: true, available: true, provider: 'Brevo' });
    expect((await t.get('/api/sms')).statusCode).toBe(401);
  });

  it('promises the SMS on the booking page only with the setting on and credits left', async () => {
    const page = async (id: string) =>
      (await t.get(`/api/public/providers/${id}`)).json<{ provider: { smsReminders: boolean } }>().provider
        .smsReminders;
    expect(await page(lea.id)).toBe(true);
    expect(await page((await createSmsProvider(t, 0)).id)).toBe(false);
    expect(await page((await createSmsProvider(t, 5, { smsReminders: false })).id)).toBe(false);
  });

  it('shows the booking’s SMS log with the number masked, and nothing to another provider', async () => {
    const booking = await bookFor(t, lea, localStart(t, 8, '15:00'));
    const response = await t.get(`/api/bookings/${booking.id}`, { token: lea.token });
    expect(response.json().booking.sms).toEqual([
      expect.objectContaining({
        status: 'pending',
        recipient: '+33 6 •• •• •• 78',
        sentAt: null,
        reason: null,
      }),
    ]);
    const other = await createSmsProvider(t, 1);
    expect((await t.get(`/api/bookings/${booking.id}`, { token: other.token })).statusCode).toBe(404);
  });
});

describe('an instance without an SMS provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('says so, and refuses to turn the SMS reminder on', async () => {
    const user = await createUser(bare.deps);
    const token = await bare.login(user.email, user.password);
    expect((await bare.get('/api/sms', { token })).json()).toEqual({
      success: true,
      available: false,
      provider: null,
    });
    const response = await bare.put('/api/settings', { smsReminders: true }, { token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: SMS_UNAVAILABLE_TEXT, field: 'smsReminders' });
    expect((await bare.get('/api/settings', { token })).json().settings.smsReminders).toBe(false);
  });

  it('refuses an SMS offset out of range, naming the field', async () => {
    const user = await createUser(bare.deps);
    const token = await bare.login(user.email, user.password);
    const response = await bare.put('/api/settings', { smsReminderOffsetMinutes: 30 }, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('smsReminderOffsetMinutes');
  });
});
