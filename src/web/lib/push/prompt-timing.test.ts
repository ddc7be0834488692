import { describe, expect, it } from 'vitest';
import { isPromptDue, PUSH_PROMPT_LATER_DAYS, parisDay } from './prompt-timing';

const at = (iso: string) => new Date(iso);

describe('push prompt timing (issue 37, ADR 0065)', () => {
  it('counts days in Paris: 23:30 UTC on 31 March is already 1 April there', () => {
    expect(parisDay(at('2026-03-31T21:59:00Z'))).toBe('2026-03-31');
    expect(parisDay(at('2026-03-31T22:00:00Z'))).toBe('2026-04-01');
  });

  it('never asks on the first day in this browser, nor before a first day is known', () => {
    const now = at('2026-04-01T18:00:00Z');
    expect(isPromptDue({ firstDay: null, laterAt: null }, now)).toBe(false);
    expect(isPromptDue({ firstDay: '2026-04-01', laterAt: null }, now)).toBe(false);
    // Midnight in Paris (22:00 UTC in summer time) opens the second day.
    expect(isPromptDue({ firstDay: '2026-04-01', laterAt: null }, at('2026-04-01T21:59:00Z'))).toBe(false);
    expect(isPromptDue({ firstDay: '2026-04-01', laterAt: null }, at('2026-04-01T22:00:00Z'))).toBe(true);
  });

  it('« Plus tard » keeps it quiet for 30 days to the millisecond, across the October clock change', () => {
    const firstDay = '2026-09-01';
    const laterAt = at('2026-10-10T08:00:00Z');
    const justBefore = new Date(laterAt.getTime() + PUSH_PROMPT_LATER_DAYS * 86_400_000 - 1);
    expect(isPromptDue({ firstDay, laterAt }, at('2026-10-25T08:00:00Z'))).toBe(false);
    expect(isPromptDue({ firstDay, laterAt }, justBefore)).toBe(false);
    expect(isPromptDue({ firstDay, laterAt }, at('2026-11-09T08:00:00Z'))).toBe(true);
  });
});
