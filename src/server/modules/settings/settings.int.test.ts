import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

const DEFAULTS = {
  calendarView: 'month',
  weekStartsOn: 1,
  workDayStart: '09:00',
  workDayEnd: '18:00',
  slotStepMinutes: 30,
  minNoticeMinutes: 120,
  maxAdvanceDays: 60,
  cancellationNoticeHours: 24,
  reminderOffsetsMinutes: [1440],
  browserNotifications: true,
  dataRetentionDays: 30,
  dailyAgendaEmail: false,
  waitlistEnabled: true,
  smsReminders: false,
  smsReminderOffsetMinutes: null,
};

describe('settings API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.deps);
    const b = await createUser(t.deps);
    alice = await t.login(a.email, a.password);
    bob = await t.login(b.email, b.password);
  });
  afterAll(() => t.close());
  const freshProvider = async () => {
    const user = await createUser(t.deps);
    return { token: await t.login(user.email, user.password) };
  };

  it('gives the SPEC defaults to a provider who never saved any', async () => {
    const response = await t.get('/api/settings', { token: alice });
    expect(response.json()).toEqual({ success: true, settings: DEFAULTS });
  });

  it('changes only the fields sent and keeps the others', async () => {
    const first = await t.put(
      '/api/settings',
      { slotStepMinutes: 15, calendarView: 'week' },
      { token: alice },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().settings).toEqual({ ...DEFAULTS, slotStepMinutes: 15, calendarView: 'week' });
    const second = await t.put(
      '/api/settings',
      { reminderOffsetsMinutes: [1440, 60], minNoticeMinutes: 0 },
      { token: alice },
    );
    const expected = {
      ...DEFAULTS,
      slotStepMinutes: 15,
      calendarView: 'week',
      reminderOffsetsMinutes: [1440, 60],
      minNoticeMinutes: 0,
    };
    expect(second.json().settings).toEqual(expected);
    expect((await t.get('/api/settings', { token: alice })).json().settings).toEqual(expected);
    expect((await t.get('/api/settings', { token: bob })).json().settings).toEqual(DEFAULTS);
  });

  it('keeps both of two changes of different fields sent at the same time', async () => {
    const [a, b] = await Promise.all([
      t.put('/api/settings', { maxAdvanceDays: 90 }, { token: bob }),
      t.put('/api/settings', { dataRetentionDays: 365 }, { token: bob }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect((await t.get('/api/settings', { token: bob })).json().settings).toMatchObject({
      maxAdvanceDays: 90,
      dataRetentionDays: 365,
    });
  });

  it('stores the reminders, retention and e-mail settings, keeping the other fields', async () => {
    const { token } = await freshProvider();
    const changes = {
      reminderOffsetsMinutes: [2880, 120],
      dataRetentionDays: 1095,
      browserNotifications: false,
      dailyAgendaEmail: true,
    };
    const response = await t.put('/api/settings', changes, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual({ ...DEFAULTS, ...changes });
    // The e-mails about clients' bookings moved to the notification preferences (ADR 0033): an
    // old screen still sending them changes nothing.
    const retired = await t.put(
      '/api/settings',
      { emailOnCancellation: false, maxAdvanceDays: 30 },
      { token },
    );
    expect(retired.statusCode).toBe(200);
    expect((await t.get('/api/settings', { token })).json().settings).toEqual({
      ...DEFAULTS,
      ...changes,
      maxAdvanceDays: 30,
    });
    const none = await t.put('/api/settings', { reminderOffsetsMinutes: [] }, { token });
    expect(none.json().settings.reminderOffsetsMinutes).toEqual([]);
  });

  it('refuses bad reminders, retention and preference values, naming the field', async () => {
    const { token } = await freshProvider();
    const cases: Array<[object, string]> = [
      [{ reminderOffsetsMinutes: [4] }, 'reminderOffsetsMinutes.0'],
      [{ reminderOffsetsMinutes: [60, 10_081] }, 'reminderOffsetsMinutes.1'],
      [{ reminderOffsetsMinutes: Array.from({ length: 11 }, (_, i) => 60 + i) }, 'reminderOffsetsMinutes'],
      [{ dataRetentionDays: 1096 }, 'dataRetentionDays'],
      [{ dataRetentionDays: 0 }, 'dataRetentionDays'],
      [{ dailyAgendaEmail: 'oui' }, 'dailyAgendaEmail'],
    ];
    for (const [body, field] of cases) {
      const response = await t.put('/api/settings', body, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await t.get('/api/settings', { token })).json().settings).toEqual(DEFAULTS);
  });

  it('refuses a working day that ends before it starts, against the stored value too', async () => {
    const reversed = await t.put(
      '/api/settings',
      { workDayStart: '18:00', workDayEnd: '08:00' },
      { token: alice },
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      field: 'workDayEnd',
      message: 'La fin de la journée de travail doit suivre son début',
    });
    const againstStored = await t.put('/api/settings', { workDayStart: '19:00' }, { token: alice });
    expect(againstStored.statusCode).toBe(400);
    expect(againstStored.json().field).toBe('workDayStart');
    expect((await t.get('/api/settings', { token: alice })).json().settings.workDayStart).toBe('09:00');
  });

  it('refuses out-of-range values, naming the field', async () => {
    const step = await t.put('/api/settings', { slotStepMinutes: 2 }, { token: alice });
    expect(step.statusCode).toBe(400);
    expect(step.json().field).toBe('slotStepMinutes');
    const view = await t.put('/api/settings', { calendarView: 'year' }, { token: alice });
    expect(view.json().field).toBe('calendarView');
    const reminder = await t.put('/api/settings', { reminderOffsetsMinutes: [1] }, { token: alice });
    expect(reminder.json().field).toBe('reminderOffsetsMinutes.0');
  });

  it('answers 401 to a guest and 403 to an administrator', async () => {
    expect((await t.get('/api/settings')).statusCode).toBe(401);
    expect((await t.put('/api/settings', {})).statusCode).toBe(401);
    const admin = await createUser(t.deps, { role: 'admin' });
    const token = await t.login(admin.email, admin.password);
    expect((await t.put('/api/settings', { slotStepMinutes: 15 }, { token })).statusCode).toBe(403);
  });
});
