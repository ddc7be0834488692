import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { TBooking } from '../../../../shared/schemas/booking';
import { createBooking } from '../../../test/provider-fixtures';
import type { TBuffers } from './buffers';
import { dropVerdict } from './drop-check';

const PARIS = 'Europe/Paris';
// Thursday 26 November 2026, 09:00 in Paris.
const now = DateTime.fromISO('2026-11-26T09:00', { zone: PARIS });
const at = (iso: string) => DateTime.fromISO(iso, { zone: PARIS });
// 09:00–12:30 and 14:00–18:00.
const open = [
  { startMinute: 540, endMinute: 750 },
  { startMinute: 840, endMinute: 1080 },
];
const noBuffers = (): TBuffers => ({ before: 0, after: 0 });
// Friday 27, 10:00–10:30 in Paris.
const dragged = createBooking({ start: '2026-11-27T09:00:00.000Z', end: '2026-11-27T09:30:00.000Z' });

function verdict(start: string, extra: Partial<Parameters<typeof dropVerdict>[0]> = {}) {
  return dropVerdict({
    booking: dragged,
    start: at(start),
    now,
    bookings: [dragged],
    buffersOf: noBuffers,
    open,
    ...extra,
  });
}

describe('the verdict on a drop target', () => {
  it('lets a booking land in open time, its own old slot included', () => {
    expect(verdict('2026-11-27T10:15')).toEqual({ kind: 'free' });
    expect(verdict('2026-11-27T12:00')).toEqual({ kind: 'free' });
    // Touching ranges are one stretch of open time.
    const joined = [
      { startMinute: 540, endMinute: 720 },
      { startMinute: 720, endMinute: 1080 },
    ];
    expect(verdict('2026-11-27T11:45', { open: joined })).toEqual({ kind: 'free' });
    // Hours not loaded yet: not checked.
    expect(verdict('2026-11-27T07:00', { open: null })).toEqual({ kind: 'free' });
  });

  it('refuses a slot already begun and one another booking holds, buffers included', () => {
    expect(verdict('2026-11-26T08:30')).toMatchObject({
      kind: 'refuse',
      problem: 'past',
      message: 'Ce créneau est passé.',
    });
    const other = createBooking({ start: '2026-11-27T13:00:00.000Z', end: '2026-11-27T13:30:00.000Z' });
    const bookings: TBooking[] = [dragged, other];
    expect(verdict('2026-11-27T14:15', { bookings })).toMatchObject({
      kind: 'refuse',
      problem: 'taken',
      message: 'Ce créneau est déjà pris par un autre rendez-vous.',
    });
    // Right after it is free, unless the service keeps 10 minutes after each booking.
    expect(verdict('2026-11-27T14:30', { bookings })).toEqual({ kind: 'free' });
    expect(
      verdict('2026-11-27T14:30', { bookings, buffersOf: () => ({ before: 0, after: 10 }) }),
    ).toMatchObject({
      problem: 'taken',
    });
    // A cancelled booking holds nothing.
    const cancelled = { ...other, status: 'cancelled' as const };
    expect(verdict('2026-11-27T14:15', { bookings: [dragged, cancelled] })).toEqual({ kind: 'free' });
  });

  it('warns of a break, of time outside the opening hours and of a closed day', () => {
    expect(verdict('2026-11-27T12:30')).toMatchObject({
      kind: 'warn',
      problem: 'break',
      message: 'Ce créneau tombe pendant une pause.',
    });
    expect(verdict('2026-11-27T12:15')).toMatchObject({ problem: 'break' });
    expect(verdict('2026-11-27T17:45')).toMatchObject({
      kind: 'warn',
      problem: 'outside-hours',
      message: 'Ce créneau est en dehors de vos horaires d’ouverture.',
    });
    expect(verdict('2026-11-27T08:30')).toMatchObject({ problem: 'outside-hours' });
    expect(verdict('2026-11-29T10:00', { open: [] })).toMatchObject({
      kind: 'warn',
      problem: 'closed-day',
      message: 'Vous êtes fermé ce jour-là.',
    });
  });
});

describe('a drop on a busy time of the provider’s own calendar', () => {
  // Friday 27, 11:00–12:00 in Paris.
  const busy = [
    { start: '2026-11-27T10:00:00.000Z', end: '2026-11-27T11:00:00.000Z', allDay: false, title: null },
  ];

  it('is warned, not refused: the server takes the provider’s own move (ADR 0058)', () => {
    expect(verdict('2026-11-27T10:45', { busy })).toMatchObject({
      kind: 'warn',
      problem: 'busy',
      message: 'Vous êtes occupé à ce moment dans votre agenda personnel.',
    });
    // Ending when the busy time starts, or starting when it ends, is free.
    expect(verdict('2026-11-27T10:30', { busy })).toEqual({ kind: 'free' });
    expect(verdict('2026-11-27T12:00', { busy })).toEqual({ kind: 'free' });
  });

  it('gives way to a refusal or to the opening hours', () => {
    const lunch = [
      { start: '2026-11-27T11:30:00.000Z', end: '2026-11-27T13:30:00.000Z', allDay: false, title: null },
    ];
    expect(verdict('2026-11-27T12:30', { busy: lunch })).toMatchObject({ problem: 'break' });
    expect(verdict('2026-11-26T08:00', { busy })).toMatchObject({ problem: 'past' });
  });
});
