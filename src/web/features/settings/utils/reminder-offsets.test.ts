import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../shared/schemas/provider-setup';
import { offsetLabel, offsetToRow, rowMinutes, sameOffsets, ZReminderRows } from './reminder-offsets';
import { changedSettings, formFieldFor } from './settings-form-schema';

describe('reminder offsets', () => {
  it('shows minutes in the largest whole unit and reads them back', () => {
    expect(offsetToRow(1440)).toEqual({ amount: '1', unit: 'days' });
    expect(offsetToRow(120)).toEqual({ amount: '2', unit: 'hours' });
    expect(offsetToRow(90)).toEqual({ amount: '90', unit: 'minutes' });
    for (const minutes of [5, 90, 120, 1440, 2160, 10_080])
      expect(rowMinutes(offsetToRow(minutes))).toBe(minutes);
    expect(rowMinutes({ amount: '1,5', unit: 'hours' })).toBeUndefined();
  });

  it('says « 1 jour avant », « 2 heures avant », « 1 jour et 12 heures avant »', () => {
    expect(offsetLabel(1440)).toBe('1 jour avant');
    expect(offsetLabel(120)).toBe('2 heures avant');
    expect(offsetLabel(2160)).toBe('1 jour et 12 heures avant');
    expect(offsetLabel(5)).toBe('5 minutes avant');
  });

  it('accepts 5 minutes to 7 days, in row order, and refuses repeats', () => {
    expect(ZReminderRows.parse([offsetToRow(60), offsetToRow(10_080), offsetToRow(5)])).toEqual([
      60, 10_080, 5,
    ]);
    const tooShort = ZReminderRows.safeParse([{ amount: '4', unit: 'minutes' }]);
    expect(tooShort.error?.issues[0]?.path).toEqual([0, 'amount']);
    expect(ZReminderRows.safeParse([{ amount: '8', unit: 'days' }]).success).toBe(false);
    const repeated = ZReminderRows.safeParse([offsetToRow(1440), { amount: '24', unit: 'hours' }]);
    expect(repeated.error?.issues[0]?.path).toEqual([1, 'amount']);
  });

  it('sends the reminders only when the set changed, and maps server errors to their row', () => {
    const saved = { ...DEFAULT_SETTINGS, reminderOffsetsMinutes: [60, 1440] };
    expect(sameOffsets([1440, 60], [60, 1440])).toBe(true);
    expect(changedSettings(saved, { ...saved, reminderOffsetsMinutes: [1440, 60] })).toEqual({});
    expect(changedSettings(saved, { ...saved, reminderOffsetsMinutes: [1440] })).toEqual({
      reminderOffsetsMinutes: [1440],
    });
    expect(formFieldFor('reminderOffsetsMinutes.2')).toBe('reminders.2.amount');
    expect(formFieldFor('dataRetentionDays')).toBe('dataRetentionDays');
  });
});
