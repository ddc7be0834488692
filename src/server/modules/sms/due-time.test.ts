import { describe, expect, it } from 'vitest';
import { smsDue, smsSendTime } from './due-time';

const settings = { smsReminders: true, smsReminderOffsetMinutes: null, reminderOffsetsMinutes: [1440, 120] };
const at = (iso: string) => new Date(iso);

describe('when the SMS goes', () => {
  it('goes at the longest reminder offset still ahead', () => {
    const start = at('2026-12-02T14:00:00Z'); // 15:00 Paris
    expect(smsDue(start, settings, at('2026-11-29T10:00:00Z'))).toEqual({
      offsetMinutes: 1440,
      dueAt: at('2026-12-01T14:00:00Z'),
    });
    // Booked inside the day-ahead window: the 2-hour offset is the longest still ahead.
    expect(smsDue(start, settings, at('2026-12-02T08:00:00Z'))).toEqual({
      offsetMinutes: 120,
      dueAt: at('2026-12-02T12:00:00Z'),
    });
    expect(smsDue(start, settings, at('2026-12-02T12:30:00Z'))).toBeNull();
  });

  it('takes the provider’s own SMS offset, and nothing when the setting is off', () => {
    const start = at('2026-12-02T14:00:00Z');
    const now = at('2026-11-29T10:00:00Z');
    expect(smsDue(start, { ...settings, smsReminderOffsetMinutes: 180 }, now)?.offsetMinutes).toBe(180);
    expect(smsDue(start, { ...settings, smsReminders: false }, now)).toBeNull();
    expect(smsDue(start, { ...settings, reminderOffsetsMinutes: [] }, now)).toBeNull();
  });

  it('keeps quiet hours: 21:00 to 08:00 Paris moves to 20:00 the evening before', () => {
    // 11:00 Paris, 14 hours ahead: 21:00 the evening before → 20:00.
    expect(smsSendTime(at('2026-12-02T10:00:00Z'), 14 * 60)).toEqual(at('2026-12-01T19:00:00Z'));
    // 12:00 Paris, 6 hours ahead: 06:00 → 20:00 the evening before.
    expect(smsSendTime(at('2026-12-02T11:00:00Z'), 6 * 60)).toEqual(at('2026-12-01T19:00:00Z'));
    // 08:00 and 20:59 are not quiet.
    expect(smsSendTime(at('2026-12-02T09:00:00Z'), 120)).toEqual(at('2026-12-02T07:00:00Z'));
    expect(smsSendTime(at('2026-12-02T19:59:00Z'), 0)).toEqual(at('2026-12-02T19:59:00Z'));
  });

  it('reminds an appointment before 10:00 the same morning from 07:00, not earlier', () => {
    // 09:30 Paris, 2 hours ahead: 07:30 stays.
    expect(smsSendTime(at('2026-12-02T08:30:00Z'), 120)).toEqual(at('2026-12-02T06:30:00Z'));
    // 09:30 Paris, 3 hours ahead: 06:30 is too early → 20:00 the evening before.
    expect(smsSendTime(at('2026-12-02T08:30:00Z'), 180)).toEqual(at('2026-12-01T19:00:00Z'));
    // 10:30 Paris, 3 hours ahead: 07:30, but the appointment is not before 10:00.
    expect(smsSendTime(at('2026-12-02T09:30:00Z'), 180)).toEqual(at('2026-12-01T19:00:00Z'));
  });

  it('keeps Paris hours across the DST Sundays', () => {
    // Sunday 29 March 2026, 10:00 Paris (UTC+2) with 24 hours: Saturday 10:00 Paris is 09:00 UTC.
    expect(smsSendTime(at('2026-03-29T08:00:00Z'), 1440)).toEqual(at('2026-03-28T08:00:00Z'));
    // Sunday 25 October 2026, 12:00 Paris (UTC+1), 14 hours ahead: 23:00 (UTC+2) → 20:00 Saturday.
    expect(smsSendTime(at('2026-10-25T11:00:00Z'), 14 * 60)).toEqual(at('2026-10-24T18:00:00Z'));
  });

  it('skips a quiet-hours SMS whose evening has passed', () => {
    // Booked at 20:30 for 11:00 tomorrow with 14 hours: 21:00 → 20:00, already past.
    const start = at('2026-12-02T10:00:00Z');
    expect(
      smsDue(start, { ...settings, reminderOffsetsMinutes: [14 * 60] }, at('2026-12-01T19:30:00Z')),
    ).toBeNull();
  });
});
