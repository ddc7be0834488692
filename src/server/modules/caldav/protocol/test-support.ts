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
 * A raw WebDAV call to Radicale for what its test handle does not do (PROPPATCH, a VTODO list).
 * The handle's makeCalendar puts the display name into XML as it is: names with `&` or `<` are
 * set here, escaped.
 */
export async function davCall(radicale: Radicale, url: string, method: string, xml: string): Promise<void> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`,
      'content-type': 'application/xml; charset=utf-8',
    },
    body: xml,
  });
  if (response.status >= 300) throw new Error(`radicale ${method} ${url}: ${response.status}`);
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
