import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice, formatWhen, zoneLabel } from './french-format';

describe('French booking formats', () => {
  it('writes the date and time in the provider’s zone, the French way', () => {
    expect(formatWhen(new Date('2026-11-24T09:30:00Z'), 'Europe/Paris')).toBe(
      'mardi 24 novembre 2026 à 10 h 30 (heure de Paris)',
    );
    // Summer time: UTC+2.
    expect(formatWhen(new Date('2026-07-01T07:00:00Z'), 'Europe/Paris')).toBe(
      'mercredi 1er juillet 2026 à 9 h (heure de Paris)',
    );
    expect(formatWhen(new Date('2026-11-24T09:30:00Z'), 'Indian/Reunion')).toBe(
      'mardi 24 novembre 2026 à 13 h 30 (heure de La Réunion)',
    );
  });

  it('names an unlisted zone by its city', () => {
    expect(zoneLabel('America/New_York')).toBe('heure de New York');
  });

  it('writes durations and prices', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30');
    expect(formatDuration(125)).toBe('2 h 05');
    expect(formatPrice(4500)).toMatch(/^45,00\s€$/);
    expect(formatPrice(0)).toBe('Gratuit');
  });
});
