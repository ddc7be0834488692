import { describe, expect, it } from 'vitest';
import { SMS_OFFSET_MAX_MINUTES, SMS_OFFSET_MIN_MINUTES } from '../../../../shared/schemas/sms';
import { SMS_OFFSETS, smsOffsetChoices } from './sms-offsets';

describe('the SMS’s delays', () => {
  it('are all within the server’s bounds', () => {
    for (const minutes of SMS_OFFSETS) {
      expect(minutes).toBeGreaterThanOrEqual(SMS_OFFSET_MIN_MINUTES);
      expect(minutes).toBeLessThanOrEqual(SMS_OFFSET_MAX_MINUTES);
    }
  });

  it('offer the earliest reminder first, then 2, 24 and 48 hours', () => {
    expect(smsOffsetChoices('')).toEqual([
      { value: '', label: 'Au moment du rappel le plus tôt' },
      { value: '120', label: '2 heures avant le rendez-vous' },
      { value: '1440', label: '24 heures avant le rendez-vous' },
      { value: '2880', label: '48 heures avant le rendez-vous' },
    ]);
  });

  it('keep a delay saved through the API among them, in order', () => {
    expect(smsOffsetChoices('90').map((c) => c.label)).toEqual([
      'Au moment du rappel le plus tôt',
      '1 heure et 30 minutes avant le rendez-vous',
      '2 heures avant le rendez-vous',
      '24 heures avant le rendez-vous',
      '48 heures avant le rendez-vous',
    ]);
    expect(smsOffsetChoices('4320').map((c) => c.value)).toEqual(['', '120', '1440', '2880', '4320']);
    expect(smsOffsetChoices('4320')[4]?.label).toBe('3 jours avant le rendez-vous');
    expect(smsOffsetChoices('60')[1]?.label).toBe('1 heure avant le rendez-vous');
  });
});
