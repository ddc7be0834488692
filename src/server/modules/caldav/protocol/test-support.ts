import { expect } from 'vitest';
import type { Radicale } from '../../../../test/radicale';
import type { TCaldavContext } from './client';
import { CaldavError } from './errors';

/** A context for the local Radicale: private addresses allowed, as every local test server needs. */
export function contextFor(
  radicale: Radicale,
  overrides: Partial<TCaldavContext['account']> = {},
): TCaldavContext {
  return {
    gateway: { OUTBOUND_ALLOW_PRIVATE: true },
    account: {
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
      ...overrides,
    },
  };
}

/**
 * A one-event iCalendar object, CRLF lines as RFC 5545 wants, its properties in the order
 * Radicale writes them back (it stores a re-serialized copy: DTSTAMP after DTEND).
 */
export function eventIcs(uid: string, start: string, end: string, summary = 'Rendez-vous'): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Creneau//Tests//FR',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'DTSTAMP:20260101T000000Z',
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The rejection of a promise that must fail. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

export async function caldavFailure(promise: Promise<unknown>): Promise<CaldavError> {
  const err = await rejectionOf(promise);
  expect(err).toBeInstanceOf(CaldavError);
  return err as CaldavError;
}
