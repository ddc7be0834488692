import { describe, expect, it } from 'vitest';
import { centsToInput, formatDuration, formatPrice, parsePriceCents } from './service-format';

describe('service prices and durations', () => {
  it('reads prices typed the French or the English way into cents', () => {
    expect(parsePriceCents('35,50')).toBe(3550);
    expect(parsePriceCents('35.50')).toBe(3550);
    expect(parsePriceCents('35,5')).toBe(3550);
    expect(parsePriceCents('35')).toBe(3500);
    expect(parsePriceCents(' 1 234,56 € ')).toBe(123456);
    expect(parsePriceCents('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const raw of ['', 'abc', '-3', '35,505', '35,', ',50', '3,5,0', '1e3']) {
      expect(parsePriceCents(raw), raw).toBeNull();
    }
  });

  it('shows prices in euros as fr-FR does and gives them back for editing', () => {
    expect(formatPrice(3500)).toMatch(/^35,00\s€$/);
    expect(formatPrice(123456)).toMatch(/^1\s234,56\s€$/);
    expect(centsToInput(3550)).toBe('35,50');
    expect(centsToInput(123456)).toBe('1234,56');
    expect(parsePriceCents(centsToInput(123456))).toBe(123456);
  });

  it('writes durations the French way', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30');
    expect(formatDuration(125)).toBe('2 h 05');
  });
});
