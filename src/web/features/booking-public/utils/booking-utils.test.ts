import { describe, expect, it } from 'vitest';
import { dayBoundsUtc, monthWeeks } from './calendar-dates';
import { googleCalendarUrl, toCalendarUtc } from './google-calendar';
import { newIdempotencyKey } from './idempotency-key';

describe('Google Calendar link', () => {
  it('carries the booking in UTC, as YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ', () => {
    const href = googleCalendarUrl({
      title: 'Coupe femme — Salon Camille',
      start: '2026-11-24T09:30:00.000Z',
      end: '2026-11-24T10:15:00.000Z',
      details: 'Déplacer ou annuler : https://creneau.fr/booking/p/t',
      location: '12 rue des Lilas, 69003 Lyon',
    });
    expect(href).toContain('&dates=20261124T093000Z/20261124T101500Z&');
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261124T093000Z/20261124T101500Z');
    expect(url.searchParams.get('text')).toBe('Coupe femme — Salon Camille');
    expect(url.searchParams.get('location')).toBe('12 rue des Lilas, 69003 Lyon');
    expect(url.searchParams.get('details')).toContain('https://creneau.fr/booking/p/t');
  });

  it('converts an offset time to UTC', () => {
    expect(toCalendarUtc('2026-07-01T14:00:00+02:00')).toBe('20260701T120000Z');
  });
});

describe('calendar dates', () => {
  it('bounds a provider day in UTC, 23 h long on the spring DST Sunday', () => {
    expect(dayBoundsUtc('2026-03-29', 'Europe/Paris')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    expect(dayBoundsUtc('2026-10-25', 'Europe/Paris')).toEqual({
      from: '2026-10-24T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
  });

  it('starts weeks on Monday', () => {
    const weeks = monthWeeks('2026-02');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)?.slice(0, 6)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('Idempotency-Key', () => {
  it('is a fresh UUID v4 each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
