import { describe, expect, it } from 'vitest';
import { isDateOrDateTime } from '../../../shared/schemas/booking-queries';
import { AppError } from '../../http/app-error';
import { resolvePeriod } from './period';

const now = new Date('2026-03-20T10:00:00Z');

describe('resolvePeriod', () => {
  it('reads bare dates as days of the provider zone, `to` included, across a DST change', () => {
    expect(resolvePeriod('Europe/Paris', { from: '2026-03-28', to: '2026-03-29' }, now)).toEqual({
      from: new Date('2026-03-27T23:00:00Z'),
      to: new Date('2026-03-29T22:00:00Z'),
    });
  });

  it('takes datetimes as given and defaults to now … now + 31 days', () => {
    expect(resolvePeriod('Europe/Paris', { from: '2026-04-01T08:00:00+02:00' }, now)).toEqual({
      from: new Date('2026-04-01T06:00:00Z'),
      to: new Date('2026-05-02T06:00:00Z'),
    });
    expect(resolvePeriod('Europe/Paris', {}, now)).toEqual({
      from: now,
      to: new Date('2026-04-20T10:00:00Z'),
    });
  });

  it('refuses a reversed period and one longer than 62 days on the `to` field', () => {
    expect(() => resolvePeriod('UTC', { from: '2026-04-02', to: '2026-03-31' }, now)).toThrow(AppError);
    expect(resolvePeriod('UTC', { from: '2026-04-01', to: '2026-06-01' }, now).to).toEqual(
      new Date('2026-06-02T00:00:00Z'),
    );
    expect(() => resolvePeriod('UTC', { from: '2026-04-01', to: '2026-06-02' }, now)).toThrow(
      expect.objectContaining({ field: 'to', message: 'La période demandée ne peut pas dépasser 62 jours' }),
    );
  });

  it('recognises dates and datetimes, not impossible dates or local times without offset', () => {
    expect(isDateOrDateTime('2026-02-28')).toBe(true);
    expect(isDateOrDateTime('2026-02-30')).toBe(false);
    expect(isDateOrDateTime('2026-02-28T10:00:00.000Z')).toBe(true);
    expect(isDateOrDateTime('2026-02-28T10:00:00')).toBe(false);
  });
});
