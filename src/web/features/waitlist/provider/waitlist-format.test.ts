import { describe, expect, it } from 'vitest';
import { createEntry } from './waitlist-fixtures.test-support';
import { alertLabel, formatDay, formatWindow, statusLabel } from './waitlist-format';

describe('the waitlist’s dates, in French', () => {
  it('names one day with its weekday, and a range the short way', () => {
    expect(formatWindow('2026-12-15', '2026-12-15', 2026)).toBe('le mardi 15 décembre');
    expect(formatWindow('2026-12-01', '2026-12-01', 2026)).toBe('le mardi 1er décembre');
    expect(formatWindow('2026-12-15', '2026-12-22', 2026)).toBe('du 15 au 22 décembre');
    expect(formatWindow('2026-12-01', '2026-12-22', 2026)).toBe('du 1er au 22 décembre');
    expect(formatWindow('2026-11-28', '2026-12-03', 2026)).toBe('du 28 novembre au 3 décembre');
  });

  it('says the year when it is not this one, and both when the range spans two', () => {
    expect(formatWindow('2027-01-05', '2027-01-05', 2026)).toBe('le mardi 5 janvier 2027');
    expect(formatWindow('2027-01-05', '2027-01-12', 2026)).toBe('du 5 au 12 janvier 2027');
    expect(formatWindow('2027-01-28', '2027-02-03', 2026)).toBe('du 28 janvier au 3 février 2027');
    expect(formatWindow('2026-12-30', '2027-01-08', 2026)).toBe('du 30 décembre 2026 au 8 janvier 2027');
  });

  it('shows instants in the provider’s zone, across the change to winter time', () => {
    // 23:30 UTC on Saturday 24 October is already Sunday 25 in Paris (UTC+2).
    expect(formatDay('2026-10-24T23:30:00.000Z', 'Europe/Paris', 2026)).toBe('25 octobre');
    expect(formatDay('2026-10-24T23:30:00.000Z', 'America/Martinique', 2026)).toBe('24 octobre');
    expect(formatDay('2025-12-31T23:30:00.000Z', 'Europe/Paris', 2026)).toBe('1er janvier');
    const offered = createEntry({ status: 'offered', offeredAt: '2026-10-25T13:05:00.000Z' });
    // After the change (UTC+1): 14:05.
    expect(statusLabel(offered, 'Europe/Paris', 2026)).toBe('Créneau proposé le 25 octobre à 14:05');
  });

  it('reads each status, and the booking a « plus tôt » alert wants to move', () => {
    expect(statusLabel(createEntry(), 'Europe/Paris', 2026)).toBe('En attente');
    expect(statusLabel(createEntry({ status: 'booked' }), 'Europe/Paris', 2026)).toBe('A réservé');
    expect(alertLabel('2026-12-04T09:30:00.000Z', 'Europe/Paris')).toBe(
      'Veut avancer son rendez-vous du vendredi 4 décembre à 10:30',
    );
  });
});
