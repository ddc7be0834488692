import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRefreshSession,
  isSessionActive,
  REMEMBER_ME_REFRESH_GRACE_MS,
  SESSION_LIFETIME_MS,
  sessionExpiry,
} from './session-rules';

const now = new Date('2026-10-25T01:30:00.750Z');
const DAY = 86_400_000;

describe('sessionExpiry', () => {
  it('gives 30 days with rememberMe and 12 hours otherwise, on a whole second', () => {
    expect(sessionExpiry(now, true)).toEqual(new Date('2026-11-24T01:30:00Z'));
    expect(sessionExpiry(now, false)).toEqual(new Date('2026-10-25T13:30:00Z'));
    expect(SESSION_LIFETIME_MS.rememberMe).toBe(30 * DAY);
  });
});

describe('session state', () => {
  const live = { rememberMe: false, expiresAt: new Date(now.getTime() + 1000), revokedAt: null };

  it('is active only when neither revoked nor ended', () => {
    expect(isSessionActive(live, now)).toBe(true);
    expect(isSessionActive({ ...live, revokedAt: now }, now)).toBe(false);
    expect(isSessionActive({ ...live, expiresAt: now }, now)).toBe(false);
  });

  it('can refresh a live session of either kind', () => {
    expect(canRefreshSession(live, now)).toBe(true);
    expect(canRefreshSession({ ...live, rememberMe: true }, now)).toBe(true);
  });

  it('never refreshes a revoked session', () => {
    expect(canRefreshSession({ ...live, rememberMe: true, revokedAt: now }, now)).toBe(false);
  });

  it('refreshes an ended session only with rememberMe and within the grace period', () => {
    const ended = (agoMs: number, rememberMe: boolean) => ({
      rememberMe,
      expiresAt: new Date(now.getTime() - agoMs),
      revokedAt: null,
    });
    expect(canRefreshSession(ended(0, false), now)).toBe(false);
    expect(canRefreshSession(ended(DAY, true), now)).toBe(true);
    expect(canRefreshSession(ended(REMEMBER_ME_REFRESH_GRACE_MS - 1, true), now)).toBe(true);
    expect(canRefreshSession(ended(REMEMBER_ME_REFRESH_GRACE_MS, true), now)).toBe(false);
  });

  it('never refreshes what is not active unless it is a recently ended rememberMe session', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -60 * DAY, max: 60 * DAY }),
        (remember, revoked, offset) => {
          const session = {
            rememberMe: remember,
            expiresAt: new Date(now.getTime() + offset),
            revokedAt: revoked ? now : null,
          };
          const expected =
            isSessionActive(session, now) ||
            (remember && !revoked && offset <= 0 && -offset < REMEMBER_ME_REFRESH_GRACE_MS);
          expect(canRefreshSession(session, now)).toBe(expected);
        },
      ),
    );
  });
});
