import { describe, expect, it } from 'vitest';
import { RETENTION_CRON, retentionRunAtOrAfter } from './retention-schedule';

const run = (iso: string) => retentionRunAtOrAfter(new Date(iso)).toISOString();

describe('retention run times (03:17 Europe/Paris)', () => {
  it('is today before 03:17 and tomorrow after it', () => {
    expect(run('2026-06-10T00:00:00Z')).toBe('2026-06-10T01:17:00.000Z');
    expect(run('2026-06-10T01:17:00Z')).toBe('2026-06-10T01:17:00.000Z');
    expect(run('2026-06-10T01:17:01Z')).toBe('2026-06-11T01:17:00.000Z');
    expect(run('2026-01-10T12:00:00Z')).toBe('2026-01-11T02:17:00.000Z');
  });

  it('follows Paris time across both DST Sundays', () => {
    // 29 March 2026: 02:00 → 03:00, so 03:17 is already summer time (UTC+2).
    expect(run('2026-03-28T12:00:00Z')).toBe('2026-03-29T01:17:00.000Z');
    // 25 October 2026: 03:00 → 02:00, so 03:17 is winter time (UTC+1).
    expect(run('2026-10-24T12:00:00Z')).toBe('2026-10-25T02:17:00.000Z');
  });

  it('matches the cron expression the job is scheduled with', () => {
    expect(RETENTION_CRON).toBe('17 3 * * *');
  });
});
