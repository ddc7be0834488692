import { expect } from 'vitest';
import type { AppEvents } from '../server/events';
import { type TBookingEventPayload, toPublicBookingEvent } from '../shared/realtime-events';
import { bookingOf } from './booking-event';
import { nextEvent, recordBookingEvents, type TTestSocket } from './socket-client';

/** Resolves when the full booking with this id (the provider's room) arrives. */
function fullBookingArrives(socket: TTestSocket, id: string): Promise<void> {
  return new Promise((resolve) => {
    socket.on('booking_created', (payload: TBookingEventPayload) => {
      if (payload.id === id && 'client' in payload) resolve();
    });
  });
}

/**
 * Emits a booking of `providerId` on `events` and checks who got the full booking. Every socket that
 * must not get it follows the provider's public calendar: the public copy is sent after the private
 * one on the same connection, so its arrival proves the private one is not coming.
 */
export async function expectFullBookingOnlyTo(
  events: AppEvents,
  providerId: string,
  expectFull: TTestSocket[],
  expectNone: TTestSocket[],
): Promise<void> {
  for (const socket of expectNone) {
    expect(await socket.emitWithAck('subscribe_calendar', { calendarId: providerId })).toEqual({ ok: true });
  }
  const seen = expectNone.map((socket) => recordBookingEvents(socket));
  const booking = bookingOf(providerId);
  const full = expectFull.map((socket) => fullBookingArrives(socket, booking.id));
  const publicCopies = expectNone.map((socket) => nextEvent(socket, 'booking_created'));
  events.emit('booking_created', booking);
  await Promise.all([...full, ...publicCopies]);
  for (const received of seen) {
    expect(received).toEqual([{ type: 'booking_created', payload: toPublicBookingEvent(booking) }]);
  }
}
