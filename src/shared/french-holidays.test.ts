import { describe, expect, it } from 'vitest';
import { easterSunday, frenchPublicHolidays } from './french-holidays';

describe('French public holidays', () => {
  // Checked against service-public.fr's « Jours fériés » calendar for 2026 and 2027.
  it('gives the official list of 2026', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Jour de l’an' },
      { date: '2026-04-06', name: 'Lundi de Pâques' },
      { date: '2026-05-01', name: 'Fête du Travail' },
      { date: '2026-05-08', name: 'Victoire 1945' },
      { date: '2026-05-14', name: 'Ascension' },
      { date: '2026-05-25', name: 'Lundi de Pentecôte' },
      { date: '2026-07-14', name: 'Fête nationale' },
      { date: '2026-08-15', name: 'Assomption' },
      { date: '2026-11-01', name: 'Toussaint' },
      { date: '2026-11-11', name: 'Armistice 1918' },
      { date: '2026-12-25', name: 'Noël' },
    ]);
  });

  it('gives the official list of 2027', () => {
    expect(frenchPublicHolidays(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it('finds Easter on known Sundays, at both ends of its range', () => {
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
    expect(easterSunday(2285)).toEqual({ month: 3, day: 22 });
  });
});
